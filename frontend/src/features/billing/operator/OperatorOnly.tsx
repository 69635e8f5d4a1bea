//! What anyone but operator staff sees at the refunds desk: the page is the operators' (the
//! server refuses them too).
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { OPERATOR_ONLY } from './model';

export function OperatorOnly() {
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
            환불 요청의 승인과 거절은 조합 운영팀이 맡고 있습니다.
          </Text>
          <Button component={RouterLink} to="/dashboard" variant="light">
            대시보드로 이동
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
