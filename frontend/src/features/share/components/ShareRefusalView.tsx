//! The calm full page a refused share link shows (expired, revoked, unknown link or page): what
//! happened and the server's explanation. No error notification, no retry: asking again would
//! get the same answer.
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfo } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { REFUSAL_FALLBACK_TEXT, REFUSAL_TITLES, refusalMessage, type ShareRefusal } from '../model';

export function ShareRefusalView({
  refusal,
  error,
  backTo,
}: {
  refusal: ShareRefusal;
  /** The refused request's error: its message is the server's explanation. */
  error?: unknown;
  /** A way back to the list, for a missing page of a share that is still open. */
  backTo?: string;
}) {
  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="xs" p={48} maw={560} w="100%" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconInfo size={28} />
          </ThemeIcon>
          <Title order={1} fz={24}>
            {REFUSAL_TITLES[refusal]}
          </Title>
          <Text c="dimmed" lh={1.7}>
            {refusalMessage(error) ?? REFUSAL_FALLBACK_TEXT[refusal]}
          </Text>
          {backTo ? (
            <Button component={RouterLink} to={backTo} variant="light" mt="sm">
              목록으로
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
