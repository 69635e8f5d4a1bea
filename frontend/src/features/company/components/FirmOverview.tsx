//! Beside the firm's details: how many members it has and its teams, each with the way to the
//! screen that manages them.
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/shared/format';
import { LoadError } from '@/shared/ui/LoadError';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListTeamsQuery, type FirmDto } from '../api';
import { GROUP_MANAGE_PATH, MEMBER_MANAGE_PATH } from '../paths';

function Panel({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz={18}>
          {title}
        </Title>
        <Anchor component={RouterLink} to={link.to} fz="sm" fw={600}>
          {link.label}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

function TeamsSummary() {
  const { data, error, isLoading, refetch } = useListTeamsQuery();
  if (error && !data) {
    return (
      <LoadError title="그룹을 불러오지 못했습니다." error={error} onRetry={() => void refetch()} />
    );
  }
  if (isLoading || !data) return <Skeleton h={80} />;
  if (data.items.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        아직 만든 그룹이 없습니다.
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {data.items.map((team) => (
        <Group key={team.id} component="li" justify="space-between" wrap="nowrap">
          <Text fz="sm" fw={500}>
            {team.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatNumber(team.members.length)}명
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function FirmOverview({ firm }: { firm: FirmDto }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Panel title="구성원" link={{ to: MEMBER_MANAGE_PATH, label: '구성원 관리' }}>
        <Text fz={28} fw={700} lh={1.2}>
          {formatNumber(firm.member_count)}
          <Text span fz="md" fw={500} c="dimmed" ml={4}>
            명
          </Text>
        </Text>
        <Text fz="xs" c="dimmed" mt={4}>
          승인된 구성원 수이며 대표를 포함합니다.
        </Text>
      </Panel>
      <Panel title="그룹" link={{ to: GROUP_MANAGE_PATH, label: '그룹 관리' }}>
        <TeamsSummary />
      </Panel>
    </SimpleGrid>
  );
}
