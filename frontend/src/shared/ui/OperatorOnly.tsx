//! What anyone but operator staff sees on an operator desk (the server refuses them too): one
//! refusal for every desk, with what the desk is for.
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from './icons';
import { RouterLink } from './RouterLink';

export const OPERATOR_ONLY = '운영팀 계정만 볼 수 있습니다.';

export function OperatorOnly({ work }: { work: string }) {
  return (
    <Center py={64}>
      <Paper withBorder shadow="xs" p={48} maw={520} w="100%" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {OPERATOR_ONLY}
          </Title>
          <Text c="dimmed" fz="sm">
            {work}
          </Text>
          <Button component={RouterLink} to="/dashboard" variant="light">
            대시보드로 이동
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
