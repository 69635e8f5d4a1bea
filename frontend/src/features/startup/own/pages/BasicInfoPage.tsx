//! /basic-info-mange (기업 기본 정보): a startup member's own company as investors see it (card
//! with logo and photo, introduction, size, investment attracted, shareholders, the latest three
//! years, the quarters it reported, documents, news), where each fact-check item stands (a rejected
//! one's reason called out), the '수정' button and the floating update history. A company with no
//! profile yet is asked to fill one in; anyone but a startup's member sees the 준비 중 page, as
//! before this screen was built.
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, formatWonReport } from '@/shared/format';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Panel } from '@/shared/ui/Panel';
import { RouterLink } from '@/shared/ui/RouterLink';
import { CompanyDocumentsSection } from '@/features/startup/components/CompanyDocumentsSection';
import { CompanySize } from '@/features/startup/components/CompanySize';
import { FinanceTable } from '@/features/startup/components/FinanceTable';
import { IconPencil } from '@/features/startup/components/icons';
import { IntroSection } from '@/features/startup/components/IntroSection';
import { NewsSection } from '@/features/startup/components/NewsSection';
import { ProfileCard } from '@/features/startup/components/ProfileCard';
import { QuarterFiguresSection } from '@/features/startup/components/QuarterFiguresSection';
import { ShareholdersTable } from '@/features/startup/components/ShareholdersTable';
import { UpdateHistoryPanel } from '@/features/startup/components/UpdateHistoryPanel';
import { startupFlags } from '@/features/startup/model';
import { BALANCE_ROWS, INCOME_ROWS } from '@/features/startup/profile';
import type { StartupProfileDto } from '@/features/startup/api';
import { CheckStatusSection } from '../components/CheckStatusSection';
import { useOwnProfile } from '../hooks/useOwnProfile';
import { OWN_COMPANY_EDIT_PATH } from '../model';

const TITLE = '기업 기본 정보';

function Funding({ profile }: { profile: StartupProfileDto }) {
  const yesNo = (value: boolean) => (value ? 'O' : 'X');
  return (
    <Panel title="투자 유치">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="누적 투자 유치액" size="md">
          {formatWonReport(profile.total_investment)}
        </Field>
        <Field label="TIPS 선정">{yesNo(profile.is_tips)}</Field>
        <Field label="후속 투자 유치">{yesNo(profile.has_follow_on)}</Field>
      </SimpleGrid>
    </Panel>
  );
}

function NoProfile({ companyName }: { companyName: string | undefined }) {
  return (
    <Stack gap="lg">
      <PageHeader title={TITLE} description={companyName} />
      <Paper withBorder shadow="xs">
        <EmptyState
          text="아직 등록된 기업 정보가 없습니다."
          action={
            <Button component={RouterLink} to={OWN_COMPANY_EDIT_PATH}>
              기업 정보 입력
            </Button>
          }
        />
      </Paper>
    </Stack>
  );
}

export function BasicInfoPage() {
  const { me, own, profile, missing, error, isLoading, refetch } = useOwnProfile();

  if (own === false) return <ComingSoonPage title={TITLE} />;
  if (missing) return <NoProfile companyName={me?.company_name} />;
  if (error) {
    return (
      <LoadError
        title="기업 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !profile) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={260} />
        <Skeleton h={320} />
      </Stack>
    );
  }

  const flags = startupFlags(profile);
  return (
    <Stack gap="lg">
      <PageHeader
        title={TITLE}
        description={
          <>
            <Text span fw={700} c="dark.7">
              {profile.name}
            </Text>
            {profile.one_line_intro ? ` · ${profile.one_line_intro}` : null}
          </>
        }
        actions={
          <Button
            component={RouterLink}
            to={OWN_COMPANY_EDIT_PATH}
            leftSection={<IconPencil size={16} />}
          >
            수정
          </Button>
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
      <CheckStatusSection checks={profile.checks} />
      <ProfileCard profile={profile} />
      <IntroSection profile={profile} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <CompanySize profile={profile} />
        <Funding profile={profile} />
      </SimpleGrid>
      <ShareholdersTable shareholders={profile.shareholders} />
      <FinanceTable title="재무상태표" rows={BALANCE_ROWS} years={profile.balance_sheets} />
      <FinanceTable title="손익계산서" rows={INCOME_ROWS} years={profile.income_statements} />
      <QuarterFiguresSection quarters={profile.quarters} />
      <CompanyDocumentsSection profile={profile} />
      <NewsSection news={profile.news} />
      <Text fz="xs" c="dimmed" ta="right">
        최종 수정 {formatDateTime(profile.updated_at)}
      </Text>
      <UpdateHistoryPanel startupId={profile.id} />
    </Stack>
  );
}
