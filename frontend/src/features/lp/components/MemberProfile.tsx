//! An LP's profile card: type, contact, account and registration date, and its groups as chips
//! linking to each group's page.
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lpTypeLabel } from '@/entities/lp';
import { formatDate, formatPhone } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { LpMemberDetailDto } from '../api';
import { displayName, lpGroupEditPath } from '../model';

export function MemberProfile({ detail }: { detail: LpMemberDetailDto }) {
  const { member, groups } = detail;
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Title order={2} fz={18} mb="md">
        기본 정보
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Field label="이름">{displayName(member)}</Field>
        <Field label="구분">{lpTypeLabel(member.lp_type)}</Field>
        <Field label="연락처">{formatPhone(member.phone)}</Field>
        <Field label="이메일">{member.email || '-'}</Field>
        <Field label="계정">{member.has_account ? '가입 완료' : '미가입'}</Field>
        <Field label="등록일">{formatDate(member.created_at)}</Field>
      </SimpleGrid>
      <Stack gap={6} mt="lg">
        <Text fz="xs" c="dimmed">
          소속 그룹
        </Text>
        {groups.length === 0 ? (
          <Text fz="sm" c="dimmed">
            소속된 그룹이 없습니다.
          </Text>
        ) : (
          <Group gap="xs">
            {groups.map((group) => (
              <Anchor key={group.id} component={RouterLink} to={lpGroupEditPath(group.id)}>
                <Badge variant="light" radius="sm" style={{ cursor: 'pointer' }}>
                  {group.name}
                </Badge>
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
