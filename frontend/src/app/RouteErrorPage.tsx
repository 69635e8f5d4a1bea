//! Fallback screens: unknown address, and an unexpected error while rendering a route.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { RouterLink } from '@/shared/ui/RouterLink';

export function NotFoundPage() {
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={56} fw={800} c="brand.7" lh={1}>
          404
        </Text>
        <Title order={1} fz={24}>
          페이지를 찾을 수 없습니다
        </Title>
        <Text c="dimmed">주소가 바뀌었거나 삭제된 페이지입니다.</Text>
        <Button component={RouterLink} to="/" mt="md">
          홈으로 이동
        </Button>
      </Stack>
    </Center>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  // Logged for support; the user sees a plain Korean message.
  console.error(error);
  return (
    <Center mih="100vh" px="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={24}>
          일시적인 오류가 발생했습니다
        </Title>
        <Text c="dimmed">잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 연락바랍니다.</Text>
        <Button onClick={() => window.location.assign('/')} mt="md">
          홈으로 이동
        </Button>
      </Stack>
    </Center>
  );
}
