//! /inquiry (1:1 문의): the question form, and beside it how and when the answer comes, with
//! the ways to the FAQ and to the user's earlier questions (문의 내역).
import { Anchor, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/shared/config/product';
import { formatPhone } from '@/shared/format';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { InquiryForm } from '../components/InquiryForm';
import { FAQ_PATH, INQUIRY_HISTORY_PATH } from '../paths';

function AnswerGuide() {
  return (
    <Paper withBorder shadow="xs" p="lg" component="aside" aria-label="답변 안내">
      <Stack gap="md">
        <Title order={2} fz="md">
          답변 안내
        </Title>
        <Stack gap={6}>
          <Text fz="sm" lh={1.7}>
            운영팀이 영업일 기준 1~2일 안에 답변드립니다. 답변은 문의 내역에서 확인할 수 있습니다.
          </Text>
          <Text fz="xs" c="dimmed" lh={1.6}>
            운영 시간 {COMPANY.supportHours}
          </Text>
          <Text fz="xs" c="dimmed">
            고객센터 {formatPhone(COMPANY.supportPhone)} · {COMPANY.supportEmail}
          </Text>
        </Stack>
        <Text fz="sm" lh={1.7}>
          자주 묻는 질문에서 바로 답을 찾을 수도 있습니다.{' '}
          <Anchor component={RouterLink} to={FAQ_PATH} fz="sm">
            자주 묻는 질문 보기
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

export function InquiryPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="1:1 문의"
        description="서비스 이용 중 궁금한 점이나 불편한 점을 남겨 주세요."
        actions={
          <Button component={RouterLink} to={INQUIRY_HISTORY_PATH} variant="default">
            문의 내역
          </Button>
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <InquiryForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AnswerGuide />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
