//! An invitation that cannot be used (unknown, expired, already used): the server's Korean
//! reason and the way on (log in, or the LP's own list when already logged in).
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import { MY_INVESTMENTS_PATH } from '../model';
import { LoginButton } from './LoginButton';

export function InvitationUnavailable({
  message,
  loggedIn,
  onRetry,
}: {
  message: string;
  loggedIn: boolean;
  /** Offered when the failure may pass (network, server error), not for a dead link. */
  onRetry?: () => void;
}) {
  return (
    <Center py={64} px="md">
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 48 }} maw={520} w="100%" ta="center">
        <Stack align="center" gap="md">
          <Title order={1} fz={22}>
            초대 링크를 사용할 수 없습니다.
          </Title>
          <Text c="dimmed" role="alert">
            {message}
          </Text>
          {onRetry ? (
            <Button variant="default" onClick={onRetry}>
              다시 시도
            </Button>
          ) : loggedIn ? (
            <Button component={RouterLink} to={MY_INVESTMENTS_PATH} variant="light">
              내 출자 신청 보기
            </Button>
          ) : (
            // The link is dead: after logging in, the LP's own list is where to look.
            <LoginButton from={MY_INVESTMENTS_PATH} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
