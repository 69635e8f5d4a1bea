//! Shown when an LP or group id does not exist (or is not the firm's), with the way back.
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';

export function LpNotFound({
  title,
  backTo,
  backLabel,
}: {
  title: string;
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
          <Text c="dimmed">삭제되었거나 주소가 잘못되었습니다.</Text>
          <Button component={RouterLink} to={backTo} variant="light">
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
