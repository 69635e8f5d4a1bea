//! /find-id-complete: shows the masked e-mail found on /find-id.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';

export function FindIdCompletePage() {
  const maskedEmail = (useLocation().state as { maskedEmail?: string } | null)?.maskedEmail;

  if (!maskedEmail) {
    return (
      <FormCard
        title="아이디 찾기"
        description="조회 결과가 없습니다. 이름과 휴대전화번호로 다시 찾아 주세요."
      >
        <Button component={RouterLink} to="/find-id" size="md">
          아이디 찾기
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard title="아이디 찾기 완료" description="입력하신 정보와 일치하는 아이디입니다.">
      <Paper bg="gray.0" p="lg" radius="md" ta="center">
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            아이디(이메일)
          </Text>
          <Text fz="xl" fw={700} data-testid="masked-email">
            {maskedEmail}
          </Text>
        </Stack>
      </Paper>
      <Group grow>
        <Button component={RouterLink} to="/find-pw" variant="default" size="md">
          비밀번호 찾기
        </Button>
        <Button component={RouterLink} to="/login" size="md">
          로그인
        </Button>
      </Group>
    </FormCard>
  );
}
