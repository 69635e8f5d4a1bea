//! /lp-management-dashboard (LP 현황): LP counts and amounts, each live union's applicants by
//! status and progress, and the latest applications and documents.
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { UNION_CREATE_PATH } from '@/entities/union';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { DashboardTiles } from '../components/DashboardTiles';
import { RecentApplicationsTable } from '../components/RecentApplicationsTable';
import { RecentDocumentsTable } from '../components/RecentDocumentsTable';
import { UnionAmountsChart } from '../components/UnionAmountsChart';
import { UnionProgressCard } from '../components/UnionProgressCard';
import { useLpDashboardQuery } from '../api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
      <Title order={2} fz={18} p="lg" pb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function LpDashboardPage() {
  const { data, isLoading, isError, refetch } = useLpDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const header = <PageHeader title="LP 현황" description="조합별 출자 신청과 LP 현황입니다." />;

  if (isError) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" variant="light" title="LP 현황을 불러오지 못했습니다.">
          <Button variant="light" size="xs" mt="xs" onClick={() => void refetch()}>
            다시 시도
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        {header}
        <Skeleton h={84} />
        <Skeleton h={240} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <DashboardTiles data={data} />
      <Section title="조합별 현황">
        {data.unions.length === 0 ? (
          <EmptyState
            text="진행 중인 조합이 없습니다."
            action={
              <Button component={RouterLink} to={UNION_CREATE_PATH} variant="light">
                조합 등록
              </Button>
            }
          />
        ) : (
          <Stack gap="md" p="lg" pt={0}>
            <UnionAmountsChart unions={data.unions} />
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
              {data.unions.map((union) => (
                <UnionProgressCard key={union.union_id} union={union} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section title="최근 출자 신청">
          <RecentApplicationsTable items={data.recent_applications} />
        </Section>
        <Section title="최근 제출 서류">
          <RecentDocumentsTable items={data.recent_documents} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
