//! /find-pw-send: the reset link was sent if the account exists (never says whether it does).
import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { FormCard } from '@/shared/ui/FormCard';
import { IconMail } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';

export function FindPwSendPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <FormCard
      aside={
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMail size={28} />
        </ThemeIcon>
      }
      title="메일을 확인해 주세요"
      description={
        <>
          {email ? (
            <>
              <Text span fw={700} c="dark.7">
                {email}
              </Text>{' '}
              으로{' '}
            </>
          ) : null}
          가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다. 메일의 링크를 눌러 새 비밀번호를
          설정해 주세요. 메일이 보이지 않으면 스팸함을 확인해 주세요.
        </>
      }
    >
      <Group grow>
        <Button component={RouterLink} to="/find-pw" variant="default" size="md">
          다시 보내기
        </Button>
        <Button component={RouterLink} to="/login" size="md">
          로그인
        </Button>
      </Group>
    </FormCard>
  );
}
