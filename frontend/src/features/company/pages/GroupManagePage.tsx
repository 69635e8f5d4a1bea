//! /group-mange (그룹 관리): the firm's teams with their members and leaders. The CEO makes,
//! edits and deletes teams; staff see them read-only with a note saying why.
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useGetMeQuery } from '@/entities/me';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconInfo, IconPlus } from '@/shared/ui/icons';
import { ListToolbar } from '@/shared/ui/ListParts';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useListTeamsQuery, type TeamDto } from '../api';
import { TeamCard } from '../components/TeamCard';
import { TeamFormModal } from '../components/TeamFormModal';
import { CEO_ONLY_TEAMS } from '../model';

export function GroupManagePage() {
  const { data: me } = useGetMeQuery();
  const isCeo = me?.role === 'ceo';
  const { data, error, refetch } = useListTeamsQuery();
  const [modal, setModal] = useState<{ opened: boolean; team: TeamDto | null }>({
    opened: false,
    team: null,
  });
  const openNew = () => setModal({ opened: true, team: null });
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
      그룹 만들기
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="그룹 관리"
        description="회사 구성원을 그룹으로 묶고 그룹장을 정합니다."
        actions={isCeo ? createButton : null}
      />
      {me && !isCeo ? (
        <Alert variant="light" color="gray" icon={<IconInfo size={18} />}>
          {CEO_ONLY_TEAMS}
        </Alert>
      ) : null}
      {error && !data ? (
        <LoadError
          title="그룹을 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !data ? <Skeleton h={200} /> : null}
      {data ? <ListToolbar total={data.items.length} unit="개" /> : null}
      {data && data.items.length === 0 ? (
        <Paper withBorder shadow="xs">
          <EmptyState text="아직 만든 그룹이 없습니다." action={isCeo ? createButton : null} />
        </Paper>
      ) : null}
      {data && data.items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {data.items.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              onEdit={isCeo ? (chosen) => setModal({ opened: true, team: chosen }) : undefined}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {isCeo ? (
        <TeamFormModal
          opened={modal.opened}
          team={modal.team}
          onClose={() => setModal((current) => ({ ...current, opened: false }))}
        />
      ) : null}
    </Stack>
  );
}
