//! The link page's end states, as a calm page rather than an error screen: the thank-you after
//! the answer, and a link that cannot be used (already answered, expired, replaced) with the
//! server's reason. Either way the way on is home, or a retry when the failure may pass.
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfo } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';

export function LinkNotice({
  tone,
  title,
  message,
  onRetry,
}: {
  tone: 'done' | 'unavailable';
  title: string;
  message: string;
  /** Offered when the failure may pass (network, server error), not for a dead link. */
  onRetry?: () => void;
}) {
  const done = tone === 'done';
  return (
    <Center py={64} px="md">
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 48 }} maw={560} w="100%" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color={done ? 'teal' : 'gray'}>
            {done ? <IconCheck size={28} /> : <IconInfo size={28} />}
          </ThemeIcon>
          <Title order={1} fz={22}>
            {title}
          </Title>
          <Text c="dimmed" role={done ? 'status' : 'alert'} style={{ whiteSpace: 'pre-line' }}>
            {message}
          </Text>
          <Group gap="sm" justify="center">
            {onRetry ? (
              <Button variant="default" onClick={onRetry}>
                다시 시도
              </Button>
            ) : null}
            <Button component={RouterLink} to="/" variant="light">
              홈으로
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
