//! /price-policy: plans, what each includes, and billing rules.
import {
  Badge,
  Box,
  Button,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { INQUIRY_URL } from '@/shared/config/product';
import { formatNumber } from '@/shared/format';
import { IconCheck } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';

interface Plan {
  name: string;
  price: number | null;
  summary: string;
  features: string[];
  highlighted?: boolean;
}

const PLANS: Plan[] = [
  {
    name: '스타터',
    price: 0,
    summary: '처음 조합을 운영하는 개인투자조합 업무집행조합원',
    features: [
      '조합 1개',
      '출자자(LP) 30명까지',
      '구성원 계정 2개',
      '안내 메일 월 300건',
      '기본 투자 보고서',
    ],
  },
  {
    name: '프로',
    price: 290_000,
    summary: '여러 조합을 운영하는 투자사',
    features: [
      '조합 10개',
      '출자자(LP) 무제한',
      '구성원 계정 10개',
      '안내 메일 월 5,000건',
      '재원별 상세 보고서와 PDF',
      '포트폴리오 공유 링크',
    ],
    highlighted: true,
  },
  {
    name: '엔터프라이즈',
    price: null,
    summary: '대규모 벤처캐피탈, 기관 투자자',
    features: [
      '조합·구성원 무제한',
      '전담 매니저 배정',
      '데이터 수집·정제 대행',
      '맞춤 보고서 양식',
      'SSO 및 감사 로그 제공',
    ],
  },
];

const COMPARISON: [string, string, string, string][] = [
  ['조합 수', '1개', '10개', '무제한'],
  ['출자자(LP)', '30명', '무제한', '무제한'],
  ['구성원 계정', '2개', '10개', '무제한'],
  ['안내 메일 발송', '월 300건', '월 5,000건', '협의'],
  ['투자 보고서', '기본', '재원별 상세·PDF', '맞춤 양식'],
  ['포트폴리오 공유 링크', '-', '제공', '제공'],
  ['스타트업 데이터 검색', '기본 검색', '전체 필터', '전체 필터·데이터 대행'],
  ['고객 지원', '이메일', '이메일·전화', '전담 매니저'],
];

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <Paper
      withBorder
      p="xl"
      shadow={plan.highlighted ? 'md' : 'xs'}
      style={
        plan.highlighted
          ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Text fw={800} fz="xl">
            {plan.name}{' '}
            {plan.highlighted ? (
              <Badge ml={4} variant="filled" size="sm">
                추천
              </Badge>
            ) : null}
          </Text>
          <Text fz="sm" c="dimmed">
            {plan.summary}
          </Text>
        </Stack>
        <Box>
          {plan.price === null ? (
            <Text fz={32} fw={800}>
              별도 협의
            </Text>
          ) : (
            <Text fz={32} fw={800}>
              {plan.price === 0 ? '무료' : `${formatNumber(plan.price)}원`}
              {plan.price > 0 ? (
                <Text span fz="sm" c="dimmed" fw={500}>
                  {' '}
                  / 월 (VAT 별도)
                </Text>
              ) : null}
            </Text>
          )}
        </Box>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {plan.price === null ? (
          <Button
            component="a"
            href={INQUIRY_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="md"
          >
            도입 문의하기
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to="/join-intro"
            variant={plan.highlighted ? 'filled' : 'default'}
            size="md"
          >
            {plan.price === 0 ? '무료로 시작하기' : '프로 시작하기'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function PricePolicyPage() {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Stack gap="sm" align="center" ta="center" mb={48}>
        <Title order={1} fz={{ base: 30, md: 38 }}>
          요금 안내
        </Title>
        <Text c="dimmed" maw={560}>
          운영하는 조합의 규모에 맞는 요금제를 선택하세요. 모든 유료 요금제는 14일 동안 무료로
          체험할 수 있습니다.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </SimpleGrid>

      <Title order={2} fz="xl" mt={64} mb="md">
        요금제 비교
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="28%">항목</Table.Th>
              {PLANS.map((plan) => (
                <Table.Th key={plan.name}>{plan.name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COMPARISON.map(([label, ...values]) => (
              <Table.Tr key={label}>
                <Table.Td fw={600}>{label}</Table.Td>
                {values.map((value, index) => (
                  <Table.Td key={`${label}-${index}`}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Paper bg="gray.0" p="xl" mt={48}>
        <Title order={2} fz="lg" mb="sm">
          결제 및 환불 안내
        </Title>
        <List spacing={6} size="sm" c="gray.8">
          <List.Item>
            표시된 금액은 부가가치세(VAT) 별도 금액이며, 세금계산서를 발행해 드립니다.
          </List.Item>
          <List.Item>연간 결제 시 월 요금의 15%를 할인해 드립니다.</List.Item>
          <List.Item>
            요금제는 언제든지 변경할 수 있으며, 상위 요금제로 변경하면 남은 기간의 차액만
            결제합니다.
          </List.Item>
          <List.Item>
            결제 후 7일 이내에 서비스를 이용하지 않은 경우 전액 환불하며, 그 이후에는 남은 기간에
            대한 요금을 일할 계산해 환불합니다.
          </List.Item>
          <List.Item>
            자세한 내용은{' '}
            <Text component={RouterLink} to="/terms-policy" span c="brand.7" fw={600}>
              서비스 이용약관
            </Text>
            을 확인해 주세요.
          </List.Item>
        </List>
      </Paper>
    </Container>
  );
}
