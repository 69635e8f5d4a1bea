//! One team as a card: its name and member count, the members (name and e-mail) with the
//! leader marked 그룹장, and for the CEO the edit and delete buttons (delete asks first).
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { confirmDelete } from '@/shared/ui/confirmDelete';
import { IconPencil, IconTrash } from '@/shared/ui/icons';
import { useDeleteTeamMutation, type TeamDto } from '../api';

export function TeamCard({
  team,
  onEdit,
}: {
  team: TeamDto;
  /** The CEO's edit; without it the card is read-only. */
  onEdit?: (team: TeamDto) => void;
}) {
  const [deleteTeam, deleting] = useDeleteTeamMutation();

  const askDelete = () =>
    confirmDelete({
      title: '그룹 삭제',
      question: (
        <Stack gap={4}>
          <Text fz="sm">‘{team.name}’ 그룹을 삭제하시겠습니까?</Text>
          <Text fz="xs" c="dimmed">
            그룹의 구성원은 회사에 그대로 남습니다.
          </Text>
        </Stack>
      ),
      remove: () => deleteTeam({ teamId: team.id }).unwrap(),
      deleted: `‘${team.name}’ 그룹을 삭제했습니다.`,
    });

  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={team.name}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={2} fz="lg" style={{ wordBreak: 'break-word' }}>
            {team.name}
          </Title>
          <Badge variant="light" color="gray" radius="sm">
            {formatNumber(team.members.length)}명
          </Badge>
        </Group>
        {onEdit ? (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={() => onEdit(team)}
            >
              수정
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={deleting.isLoading}
              onClick={askDelete}
            >
              삭제
            </Button>
          </Group>
        ) : null}
      </Group>
      {team.members.length === 0 ? (
        <Text fz="sm" c="dimmed">
          구성원이 없습니다.
        </Text>
      ) : (
        <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {team.members.map((member) => (
            <Group key={member.user_id} component="li" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={600}>
                {member.name}
              </Text>
              {member.user_id === team.leader_id ? (
                <Badge size="sm" variant="filled" radius="sm">
                  그룹장
                </Badge>
              ) : null}
              <Text fz="sm" c="dimmed" truncate>
                {member.email}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
