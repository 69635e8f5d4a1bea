//! / (index): what the product does and for whom, its services and goals, contact, login and join.
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { INQUIRY_URL, PRODUCT_TAGLINE } from '@/shared/config/product';
import { formatWonUnit } from '@/shared/format';
import { selectIsLoggedIn } from '@/shared/session';
import {
  IconArrowRight,
  IconAutomation,
  IconCheck,
  IconDatabase,
  IconFilter,
  IconHandshake,
  IconLayers,
  IconReport,
  IconShield,
  IconTarget,
  IconTeam,
} from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import classes from './LandingPage.module.css';

const STRENGTHS = [
  {
    icon: <IconTeam />,
    title: '전문 팀의 체계적인 관리',
    text: '투자와 데이터 전문가로 구성된 팀이 포트폴리오 기업의 정보를 꼼꼼하게 관리합니다.',
  },
  {
    icon: <IconAutomation />,
    title: '포트폴리오 데이터 자동 관리',
    text: '재무, 주주, 후속 투자 정보를 자동으로 모으고 최신 상태로 유지합니다.',
  },
  {
    icon: <IconShield />,
    title: '신뢰할 수 있는 기업 정보',
    text: '검증 절차를 거친 기업 정보로 투자 이후의 의사결정을 뒷받침합니다.',
  },
  {
    icon: <IconDatabase />,
    title: '폭넓은 스타트업 데이터',
    text: '다양한 산업과 지역의 스타트업 데이터를 폭넓게 수집해 제공합니다.',
  },
];

const SERVICES = [
  {
    icon: <IconFilter />,
    title: '데이터 수집 및 정제',
    text: '흩어진 기업 자료를 모아 일관된 기준으로 정리하고, 오류를 걸러 믿을 수 있는 데이터로 만듭니다.',
    points: ['재무·손익 3개년 데이터', '주주 및 지분 변동', '사실 확인(팩트체크) 절차'],
  },
  {
    icon: <IconReport />,
    title: '투자자 맞춤 보고서 생성',
    text: '조합과 재원별 투자 성과를 투자자의 눈높이에 맞춘 보고서로 만들어 PDF로 바로 공유합니다.',
    points: ['멀티플·수익률·IRR 자동 계산', '재원별·기업별 상세 보고서', 'PDF 저장과 공유'],
  },
  {
    icon: <IconLayers />,
    title: '데이터 플랫폼',
    text: '조합, 출자자(LP), 포트폴리오 정보를 한곳에서 관리하고 필요한 사람에게 안전하게 공유합니다.',
    points: ['조합 결성·출자 관리', 'LP 안내 메일과 이력', '만료일이 있는 공유 링크'],
  },
];

const GOALS = [
  {
    icon: <IconTarget />,
    title: '효과적인 투자 후 관리',
    text: '투자 이후에도 포트폴리오의 변화를 놓치지 않도록 관리 체계를 만듭니다.',
  },
  {
    icon: <IconShield />,
    title: '엄격하게 관리되는 기업 정보 생태계',
    text: '검증된 기업 정보가 투자자와 스타트업 사이에서 투명하게 오가는 환경을 만듭니다.',
  },
  {
    icon: <IconHandshake />,
    title: '투자자와 스타트업 모두의 만족',
    text: '투자자는 더 나은 판단을, 스타트업은 더 나은 파트너십을 얻도록 돕습니다.',
  },
];

function SectionHeading({
  eyebrow,
  title,
  text,
}: {
  eyebrow: string;
  title: ReactNode;
  text?: string;
}) {
  return (
    <Stack gap="sm" align="center" ta="center" maw={680} mx="auto" mb={48}>
      <Text c="brand.7" fw={700} fz="sm" style={{ letterSpacing: '0.04em' }}>
        {eyebrow}
      </Text>
      <Title order={2} className={classes.sectionTitle}>
        {title}
      </Title>
      {text ? (
        <Text c="dimmed" fz="md" lh={1.7}>
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}

function DashboardMock() {
  const rows = [
    { name: '그린에너지랩', value: 1_250_000_000, multiple: '2.41', width: '82%' },
    { name: '메디코어', value: 640_000_000, multiple: '1.65', width: '58%' },
    { name: '로지스틱원', value: 385_000_000, multiple: '1.12', width: '36%' },
  ];
  return (
    <Paper className={classes.mock} p="xl" radius="xl" bg="white" aria-hidden="true">
      <Stack gap="lg">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed">
              제1호 스타트업 개인투자조합
            </Text>
            <Text fw={700}>포트폴리오 현황</Text>
          </Stack>
          <Badge variant="light" color="teal">
            운용 중
          </Badge>
        </Group>
        <SimpleGrid cols={3} spacing="sm">
          {[
            { label: '총 투자금', value: formatWonUnit(1_500_000_000) },
            { label: '평가 가치', value: formatWonUnit(2_275_000_000) },
            { label: '멀티플', value: '1.52x' },
          ].map((item) => (
            <Paper key={item.label} bg="gray.0" p="sm" radius="md">
              <Text fz={11} c="dimmed">
                {item.label}
              </Text>
              <Text fw={800} fz="lg">
                {item.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="sm">
          {rows.map((row) => (
            <Stack key={row.name} gap={6}>
              <Group justify="space-between">
                <Text fz="sm" fw={600}>
                  {row.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatWonUnit(row.value)} · {row.multiple}x
                </Text>
              </Group>
              <div className={classes.bar}>
                <div className={classes.barFill} style={{ width: row.width }} />
              </div>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function LandingPage() {
  const loggedIn = useSelector(selectIsLoggedIn);

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, md: 88 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <span className={classes.eyebrow}>{PRODUCT_TAGLINE}</span>
              <Title order={1} className={classes.heroTitle}>
                스타트업 투자의 성과는
                <br />
                <span className={classes.accent}>투자 이후의 관리</span>에서 결정됩니다
              </Title>
              <Text fz="lg" c="gray.7" lh={1.75}>
                스타트업 투자는 높은 수익을 기대할 수 있지만 그만큼 불확실성도 큽니다. 그래서
                포트폴리오 관리는 선택이 아닌 필수입니다. 조합은 조합 운영부터 포트폴리오 데이터,
                투자자 보고서까지 한곳에서 관리할 수 있도록 돕습니다.
              </Text>
              <Group gap="sm" mt="xs">
                {loggedIn ? (
                  <Button
                    component={RouterLink}
                    to="/dashboard"
                    size="lg"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    대시보드로 이동
                  </Button>
                ) : (
                  <>
                    <Button
                      component={RouterLink}
                      to="/join-intro"
                      size="lg"
                      rightSection={<IconArrowRight size={18} />}
                    >
                      무료로 시작하기
                    </Button>
                    <Button component={RouterLink} to="/login" size="lg" variant="default">
                      로그인
                    </Button>
                  </>
                )}
                <Button
                  component="a"
                  href={INQUIRY_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="lg"
                  variant="subtle"
                >
                  문의하기
                </Button>
              </Group>
              {loggedIn ? null : (
                <Text fz="sm" c="dimmed">
                  아직 서비스를 이용하지 않는 회사라면{' '}
                  <Anchor component={RouterLink} to="/waiting-main" fz="sm">
                    대기 등록
                  </Anchor>
                </Text>
              )}
              <Group gap="lg" mt="xs">
                {['조합·LP 관리', '투자 보고서 PDF', '포트폴리오 공유 링크'].map((item) => (
                  <Group key={item} gap={6}>
                    <IconCheck size={16} color="var(--mantine-color-brand-6)" />
                    <Text fz="sm" c="gray.7">
                      {item}
                    </Text>
                  </Group>
                ))}
              </Group>
            </Stack>
            <DashboardMock />
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 64, md: 96 }} id="about">
        <SectionHeading
          eyebrow="왜 조합인가요"
          title="투자 이후의 관리, 조합이 함께합니다"
          text="투자를 결정한 순간부터 회수까지, 포트폴리오 기업의 정보를 정확하고 꾸준하게 관리합니다."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {STRENGTHS.map((item) => (
            <Paper key={item.title} withBorder p="xl" className={classes.featureCard}>
              <Stack gap="md">
                <ThemeIcon size={48} radius="md" variant="light">
                  {item.icon}
                </ThemeIcon>
                <Text fw={700} fz="lg">
                  {item.title}
                </Text>
                <Text fz="sm" c="dimmed" lh={1.7}>
                  {item.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="gray.0" id="services">
        <Container size="lg" py={{ base: 64, md: 96 }}>
          <SectionHeading
            eyebrow="핵심 서비스"
            title="데이터에서 보고서까지, 하나의 흐름으로"
            text="수집한 데이터가 정제되어 보고서가 되고, 플랫폼에서 필요한 사람에게 전달됩니다."
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {SERVICES.map((service, index) => (
              <Paper
                key={service.title}
                withBorder
                p="xl"
                bg="white"
                className={classes.featureCard}
              >
                <Stack gap="md">
                  <Group justify="space-between" align="flex-start">
                    <ThemeIcon size={52} radius="md">
                      {service.icon}
                    </ThemeIcon>
                    <span className={classes.serviceNumber}>0{index + 1}</span>
                  </Group>
                  <Text fw={800} fz="xl">
                    {service.title}
                  </Text>
                  <Text fz="sm" c="gray.7" lh={1.7}>
                    {service.text}
                  </Text>
                  <Stack gap={6} mt="xs">
                    {service.points.map((point) => (
                      <Group key={point} gap={8} wrap="nowrap">
                        <IconCheck size={16} color="var(--mantine-color-brand-6)" />
                        <Text fz="sm">{point}</Text>
                      </Group>
                    ))}
                  </Stack>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 64, md: 96 }} id="goals">
        <SectionHeading eyebrow="우리의 목표" title="조합이 만들어 가는 변화" />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={40}>
          {GOALS.map((goal) => (
            <Stack key={goal.title} gap="sm" align="center" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light">
                {goal.icon}
              </ThemeIcon>
              <Text fw={700} fz="lg">
                {goal.title}
              </Text>
              <Text fz="sm" c="dimmed" lh={1.7} maw={320}>
                {goal.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={{ base: 64, md: 96 }}>
        <Paper className={classes.cta} radius="xl" p={{ base: 32, md: 56 }}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="xs" maw={560}>
              <Title order={2} c="white" fz={{ base: 24, md: 30 }}>
                지금 조합과 함께 포트폴리오 관리를 시작하세요
              </Title>
              <Text c="rgba(255,255,255,0.85)" lh={1.7}>
                도입 상담이 필요하다면 문의하기를 눌러 주세요. 담당자가 빠르게 연락드립니다.
              </Text>
            </Stack>
            <Group gap="sm">
              <Button
                component="a"
                href={INQUIRY_URL}
                target="_blank"
                rel="noopener noreferrer"
                size="lg"
                variant="white"
              >
                문의하기
              </Button>
              {loggedIn ? null : (
                <Button
                  component={RouterLink}
                  to="/join-intro"
                  size="lg"
                  variant="outline"
                  color="white"
                >
                  회원가입
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
