//! /company-info?cmpy_no={id} (기업 정보): a startup's profile card and introduction, the AI value
//! radar with the fact-checkers' adjustments (made here by a fact-checker) and the score's
//! history, its size, the fact-check of its data (verdicts for a fact-checker), the firm's opinion,
//! its shareholders, three years of balance sheet and income statement (every year as xlsx), the
//! quarters it reported (분기 실적), its documents (기업 자료, to download) and the news about it
//! (뉴스, each article opening in a new tab). An investor firm's user also has the star that
//! bookmarks the company, and 메시지 보내기 to write to it.
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { formatDateTime } from '@/shared/format';
import { messageSendPath } from '@/shared/navigation/messages';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { BookmarkToggle } from '../components/BookmarkToggle';
import { CompanyDocumentsSection } from '../components/CompanyDocumentsSection';
import { CompanySize } from '../components/CompanySize';
import { FactCheckPanel } from '../components/FactCheckPanel';
import { FiguresDownloadButton } from '../components/FiguresDownloadButton';
import { FinanceTable } from '../components/FinanceTable';
import { IntroSection } from '../components/IntroSection';
import { NewsSection } from '../components/NewsSection';
import { OpinionSection } from '../components/OpinionSection';
import { ProfileCard } from '../components/ProfileCard';
import { QuarterFiguresSection } from '../components/QuarterFiguresSection';
import { SalesChart } from '../components/SalesChart';
import { ScoreAdjustments } from '../components/ScoreAdjustments';
import { ScoreHistoryChart } from '../components/ScoreHistoryChart';
import { ShareholdersTable } from '../components/ShareholdersTable';
import { UpdateHistoryPanel } from '../components/UpdateHistoryPanel';
import { ValueHistoryChart } from '../components/ValueHistoryChart';
import { ValueRadar } from '../components/ValueRadar';
import { cmpyNoParam, searchBackPath, STARTUP_SEARCH_PATH, startupFlags } from '../model';
import { BALANCE_ROWS, INCOME_ROWS } from '../profile';
import { useGetStartupQuery } from '../api';

export function CompanyInfoPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const startupId = cmpyNoParam(params.get('cmpy_no'));
  const investor = useIsInvestor();
  const { data, error, isLoading, refetch } = useGetStartupQuery(
    { startupId: startupId ?? 0 },
    { skip: startupId === null },
  );

  if (startupId === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="기업 정보를 찾을 수 없습니다."
        text="등록되지 않은 기업이거나 주소가 잘못되었습니다."
        backTo={STARTUP_SEARCH_PATH}
        backLabel="스타트업 검색으로 이동"
      />
    );
  }
  if (error) {
    return (
      <LoadError
        title="기업 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={220} />
        <Skeleton h={320} />
      </Stack>
    );
  }

  const flags = startupFlags(data);
  return (
    <Stack gap="lg">
      <PageHeader
        title={data.name}
        description={data.one_line_intro || undefined}
        actions={
          <Group gap="xs">
            <BookmarkToggle startupId={data.id} />
            {investor ? (
              <Button component={RouterLink} to={messageSendPath({ to: data.id })}>
                메시지 보내기
              </Button>
            ) : null}
            <Button component={RouterLink} to={searchBackPath(location.state)} variant="default">
              목록
            </Button>
          </Group>
        }
      />
      {flags.length > 0 ? (
        <Group gap={6} aria-label="인증·투자 현황">
          {flags.map((flag) => (
            <Badge key={flag.label} variant="light" color={flag.color} radius="sm">
              {flag.label}
            </Badge>
          ))}
        </Group>
      ) : null}
      <ProfileCard profile={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ValueRadar scores={data.scores}>
          <ScoreAdjustments startupId={data.id} adjustments={data.score_adjustments} />
        </ValueRadar>
        <CompanySize profile={data} />
      </SimpleGrid>
      <ScoreHistoryChart history={data.score_history} />
      <ValueHistoryChart history={data.value_history} />
      <FactCheckPanel startupId={data.id} checks={data.checks} />
      {/* Keyed: another company opens with its own opinion, not this one's editor. */}
      <OpinionSection key={data.id} startupId={data.id} />
      <IntroSection profile={data} />
      <ShareholdersTable shareholders={data.shareholders} />
      <FinanceTable
        title="재무상태표"
        rows={BALANCE_ROWS}
        years={data.balance_sheets}
        aside={
          data.balance_sheets.length + data.income_statements.length > 0 ? (
            <FiguresDownloadButton startupId={data.id} />
          ) : null
        }
      />
      <FinanceTable title="손익계산서" rows={INCOME_ROWS} years={data.income_statements}>
        <SalesChart statements={data.income_statements} />
      </FinanceTable>
      <QuarterFiguresSection quarters={data.quarters} />
      <CompanyDocumentsSection profile={data} />
      <NewsSection news={data.news} />
      <Text fz="xs" c="dimmed" ta="right">
        최종 수정 {formatDateTime(data.updated_at)}
      </Text>
      <UpdateHistoryPanel startupId={data.id} />
    </Stack>
  );
}
