//! The one "준비 중" page shown by every screen that later work will build.
import { Badge, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from './icons';
import { RouterLink } from './RouterLink';

export interface ComingSoonPageProps {
  /** The area's name, e.g. 'LP 그룹 관리'. */
  title: string;
  /** Where the "back" button leads. */
  backTo?: string;
  backLabel?: string;
}

export function ComingSoonPage({
  title,
  backTo = '/dashboard',
  backLabel = '대시보드로 이동',
}: ComingSoonPageProps) {
  return (
    <Center py={64} px="md">
      <Paper withBorder shadow="xs" p={48} maw={560} w="100%" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconTool size={32} />
          </ThemeIcon>
          <Badge variant="light" color="orange" size="lg">
            준비 중
          </Badge>
          <Title order={2} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" fz="md" lh={1.7}>
            {title} 화면은 현재 준비 중입니다.
            <br />더 나은 서비스로 곧 찾아뵙겠습니다.
          </Text>
          <Button component={RouterLink} to={backTo} variant="light" mt="sm">
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
