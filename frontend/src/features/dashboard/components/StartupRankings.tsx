//! The dashboard's startup rankings: the month's ten biggest risers and fallers in company value,
//! side by side (stacked on narrow screens), each company opening its page.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { RankTable } from '@/shared/ui/RankTable';
import { useRankingsQuery } from '../api';
import { rankRows } from '../model';

export function StartupRankings() {
  const { data, isError, error, refetch } = useRankingsQuery();

  // Refused (the user's rights changed since GET /me): the section is not for this user.
  if (isError && (error as ApiError | undefined)?.status === 403) return null;

  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          스타트업 기업가치 순위
        </Title>
        <Text fz="sm" c="dimmed">
          최근 1개월 동안의 기업가치 변동률입니다.
        </Text>
      </Stack>
      {isError ? (
        <LoadError
          title="기업가치 순위를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RankTable title="기업가치 상승 TOP 10" rows={data ? rankRows(data.risers) : undefined} />
          <RankTable
            title="기업가치 하락 TOP 10"
            rows={data ? rankRows(data.fallers) : undefined}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
