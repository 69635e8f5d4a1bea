//! The investor firm at a glance, above the rest of the dashboard: the money row, what waits
//! today, the unions being raised, the unions by status, the applicants' stages and the latest
//! mails. Loads as one request; skeletons meanwhile, its own error with a retry.
import { Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LoadError } from '@/shared/ui/LoadError';
import { useGetFirmOverviewQuery } from '../api';
import { ApplicantStagesCard } from './ApplicantStagesCard';
import { AttentionCard } from './AttentionCard';
import { GlanceTiles } from './GlanceTiles';
import { OpenUnionsCard } from './OpenUnionsCard';
import { RecentMailingsCard } from './RecentMailingsCard';
import { UnionStatusCard } from './UnionStatusCard';

function GlanceSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="한눈에 보기를 불러오는 중">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={260} radius="md" />
        <Skeleton h={260} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

export function FirmGlance() {
  const { data, isError, error, refetch } = useGetFirmOverviewQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  if (isError) {
    return (
      <LoadError
        title="한눈에 보기를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <GlanceSkeleton />;

  return (
    <Stack gap="lg">
      <GlanceTiles overview={data} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AttentionCard items={data.attention} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OpenUnionsCard unions={data.open_unions} total={data.open_union_count} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <UnionStatusCard counts={data.unions_by_status} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ApplicantStagesCard stages={data.applicant_stages} />
        </Grid.Col>
        <Grid.Col span={12}>
          <RecentMailingsCard mailings={data.recent_mailings} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
