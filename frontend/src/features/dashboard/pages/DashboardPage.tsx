//! /dashboard: the firm's name, an investor firm at a glance and its tasks due soon, the member
//! counts and a shortcut to pending approvals, the startup rankings for those who may see them,
//! and shortcuts to the main areas.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { formatNumber } from '@/shared/format';
import {
  IconArrowRight,
  IconBuilding,
  IconHourglass,
  IconLayers,
  IconReport,
  IconSearch,
  IconShield,
  IconTeam,
  IconUserCheck,
} from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatTile } from '@/shared/ui/StatTile';
import { useIsComingSoon } from '@/shared/navigation/comingSoon';
import { useGetDashboardQuery } from '../api';
import { DueTasks } from '../components/DueTasks';
import { FirmGlance } from '../components/FirmGlance';
import { StartupRankings } from '../components/StartupRankings';
import { shortcutsFor, type ShortcutIcon } from '../model';
import { keepsStartupNotes, mayResearchStartups } from '@/entities/startup';

const ICONS: Record<ShortcutIcon, React.ReactNode> = {
  layers: <IconLayers size={20} />,
  team: <IconTeam size={20} />,
  report: <IconReport size={20} />,
  building: <IconBuilding size={20} />,
  shield: <IconShield size={20} />,
  search: <IconSearch size={20} />,
};

export function DashboardPage() {
  const isComingSoon = useIsComingSoon();
  const { data, isLoading, isError, refetch } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // Asked for only once the user is known to be allowed them.
  const { data: me } = useGetMeQuery();
  const showRankings = me ? mayResearchStartups(me) : false;
  // The glance and the tasks are an investor firm's (its unions, its data requests).
  const showTasks = me ? keepsStartupNotes(me) : false;

  if (isError) {
    return (
      <Alert color="red" variant="light" title="대시보드를 불러오지 못했습니다">
        <Button variant="light" size="xs" mt="sm" onClick={() => void refetch()}>
          다시 시도
        </Button>
      </Alert>
    );
  }

  const pending = data?.pending_member_count ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          data ? (
            <Group gap="sm" component="span">
              <span data-testid="company-name">{data.company_name}</span>
              <Badge variant="light" size="lg" radius="sm">
                {data.company_kind === 'investor' ? '투자사' : '스타트업'}
              </Badge>
            </Group>
          ) : (
            <Skeleton h={32} w={240} />
          )
        }
        description="회사 구성원 현황과 주요 업무를 한눈에 확인하세요."
      />

      {showTasks ? <FirmGlance /> : null}

      {showTasks ? <DueTasks /> : null}

      {isLoading || !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Skeleton h={170} radius="lg" />
          <Skeleton h={170} radius="lg" />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <StatTile
            size="lg"
            label="활성 구성원"
            value={formatNumber(data.active_member_count)}
            unit="명"
            icon={<IconUserCheck size={22} />}
          >
            <Text fz="sm" c="dimmed">
              승인이 완료되어 서비스를 이용 중인 구성원
            </Text>
          </StatTile>
          <StatTile
            size="lg"
            label="승인 대기"
            value={formatNumber(pending)}
            unit="명"
            color={pending > 0 ? 'orange' : 'gray'}
            icon={<IconHourglass size={22} />}
          >
            {pending > 0 ? (
              <Button
                component={RouterLink}
                to="/member-mange"
                variant="light"
                color="orange"
                rightSection={<IconArrowRight size={16} />}
                w="fit-content"
              >
                가입 승인하러 가기
              </Button>
            ) : (
              <Text fz="sm" c="dimmed">
                승인을 기다리는 가입 신청이 없습니다.
              </Text>
            )}
          </StatTile>
        </SimpleGrid>
      )}

      {showRankings ? <StartupRankings /> : null}

      <Stack gap="sm">
        <Title order={2} fz="lg">
          바로가기
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {shortcutsFor(me).map((item) => (
            <Paper
              key={item.to}
              component={RouterLink}
              to={item.to}
              withBorder
              p="lg"
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group wrap="nowrap" gap="md">
                <ThemeIcon variant="light" size={40} radius="md">
                  {ICONS[item.icon]}
                </ThemeIcon>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={700}>{item.title}</Text>
                    {!isComingSoon(item.to) ? null : (
                      <Badge size="xs" variant="outline" color="gray">
                        준비 중
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {item.text}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
