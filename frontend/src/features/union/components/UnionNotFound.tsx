//! Shown when a union id does not exist (or is not the firm's): a clear message and the way back.
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import { UNION_LIST_PATH } from '../model';

export function UnionNotFound() {
  return (
    <Center py={64}>
      <Paper withBorder shadow="xs" p={48} maw={520} w="100%" ta="center">
        <Stack align="center" gap="md">
          <Title order={1} fz={24}>
            조합을 찾을 수 없습니다.
          </Title>
          <Text c="dimmed">삭제되었거나 주소가 잘못된 조합입니다.</Text>
          <Button component={RouterLink} to={UNION_LIST_PATH} variant="light">
            조합 목록으로 이동
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
