//! Shown when an id does not exist (or is not the firm's): what was not found and the way back.
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { RouterLink } from './RouterLink';

export function NotFound({
  title,
  text = '삭제되었거나 주소가 잘못되었습니다.',
  backTo,
  backLabel,
}: {
  title: string;
  /** The line under the title; null for none. */
  text?: string | null;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Center py={64}>
      <Paper withBorder shadow="xs" p={48} maw={520} w="100%" ta="center">
        <Stack align="center" gap="md">
          <Title order={1} fz={24}>
            {title}
          </Title>
          {text ? <Text c="dimmed">{text}</Text> : null}
          <Button component={RouterLink} to={backTo} variant="light">
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
