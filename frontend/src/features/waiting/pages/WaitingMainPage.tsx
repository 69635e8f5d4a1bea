//! /waiting-main (대기 등록): what the waiting list is for a firm or a startup whose company is not
//! on the product yet — register, we prepare, a mail when sign-up opens — with the way to
//! register and to look up a registration, and sign-up for a company already on the product.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMail, IconPencil, IconSearch, IconTool } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { WaitingFrame } from '../components/WaitingFrame';
import { JOIN_PATH, WAITING_CREATE_PATH, WAITING_SEARCH_PATH } from '../model';

const STEPS = [
  {
    icon: <IconPencil size={24} />,
    title: '대기 등록',
    text: '회사명, 사업자등록번호와 담당자 연락처를 남겨 주세요. 1분이면 충분합니다.',
  },
  {
    icon: <IconTool size={24} />,
    title: '이용 준비',
    text: '운영팀이 등록 순서대로 회사 정보를 확인하고 서비스 이용을 준비합니다.',
  },
  {
    icon: <IconMail size={24} />,
    title: '메일 안내',
    text: '준비가 끝나면 담당자 이메일로 회원가입 안내를 보내 드립니다. 안내를 받은 뒤 바로 가입할 수 있습니다.',
  },
];

function Steps() {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 3 }}
      spacing="md"
      aria-label="대기 등록 절차"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {STEPS.map((step, index) => (
        <Paper component="li" key={step.title} withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <ThemeIcon size={44} radius="md" variant="light">
                {step.icon}
              </ThemeIcon>
              <Badge variant="light" color="gray" radius="sm">
                {`STEP ${index + 1}`}
              </Badge>
            </Group>
            <Text fw={700} fz="lg">
              {step.title}
            </Text>
            <Text fz="sm" c="dimmed" lh={1.7}>
              {step.text}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function WaitingMainPage() {
  return (
    <WaitingFrame>
      <Stack gap="sm" maw={680}>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          대기 등록
        </Title>
        <Text fz="md" c="gray.7" lh={1.75}>
          조합은 투자사와 스타트업의 회사 정보를 확인한 뒤 순서대로 서비스를 열어 드리고 있습니다.
          아직 회사가 조합을 이용하고 있지 않다면 대기 등록을 해 주세요. 이용 준비가 끝나는 대로
          담당자 이메일로 회원가입 안내를 보내 드립니다.
        </Text>
      </Stack>
      <Steps />
      <Group gap="sm">
        <Button
          component={RouterLink}
          to={WAITING_CREATE_PATH}
          size="md"
          rightSection={<IconArrowRight size={18} />}
        >
          대기 등록하기
        </Button>
        <Button
          component={RouterLink}
          to={WAITING_SEARCH_PATH}
          size="md"
          variant="default"
          leftSection={<IconSearch size={18} />}
        >
          등록 현황 조회
        </Button>
      </Group>
      <Paper bg="gray.0" radius="md" p="md">
        <Stack gap={6}>
          <Text fz="sm" c="gray.7">
            대기 등록은 무료이며, 남겨 주신 정보는 서비스 이용 안내에만 사용합니다.
          </Text>
          <Text fz="sm" c="gray.7">
            회사가 이미 조합을 이용하고 있다면 대기 등록 없이{' '}
            <Anchor component={RouterLink} to={JOIN_PATH} fw={600}>
              회원가입
            </Anchor>
            에서 회사를 찾아 가입을 신청해 주세요.
          </Text>
        </Stack>
      </Paper>
    </WaitingFrame>
  );
}
