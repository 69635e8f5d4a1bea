//! /startup-data-requests (자료 요청): the requests investor firms sent the signed-in member's
//! startup, the latest first, each answered (or corrected) in place. Anyone but a startup's
//! member sees the 준비 중 page, as the sidebar shows them.
import { Skeleton, Stack } from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { editsOwnStartup } from '@/entities/startup';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useStartupDataRequestsQuery } from '../api';
import { InboxCard } from '../components/InboxCard';

const TITLE = '자료 요청';

export function StartupRequestsPage() {
  const { data: me } = useGetMeQuery();
  const own = me ? editsOwnStartup(me) : null;
  const { data, error, refetch } = useStartupDataRequestsQuery(undefined, { skip: own !== true });

  if (own === false) return <ComingSoonPage title={TITLE} />;

  const header = (
    <PageHeader
      title={TITLE}
      description="투자사가 요청한 실적·재무제표·서류를 기한 안에 제출해 주세요. 제출한 자료는 팩트체크를 거쳐 기업 정보에 반영됩니다."
    />
  );
  if (error) {
    return (
      <Stack gap="lg">
        {header}
        <LoadError
          title="자료 요청을 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg">
        {header}
        <Skeleton h={200} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      {data.length === 0 ? (
        <EmptyState text="받은 자료 요청이 없습니다." />
      ) : (
        data.map((entry) => <InboxCard key={entry.target.id} entry={entry} />)
      )}
    </Stack>
  );
}
