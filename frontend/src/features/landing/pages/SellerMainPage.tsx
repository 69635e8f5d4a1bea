//! /seller-main: where seller (host*) member types land; their area is not available yet.
import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLogout } from '@/entities/me';
import { COMPANY } from '@/shared/config/product';
import { formatPhone } from '@/shared/format';
import { IconTool } from '@/shared/ui/icons';

export function SellerMainPage() {
  const logout = useLogout();
  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="xs" p={48} maw={560} w="100%" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconTool size={32} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            셀러 전용 화면 안내
          </Title>
          <Text c="dimmed" lh={1.7}>
            셀러(판매자) 회원을 위한 서비스는 아직 제공되지 않습니다.
            <br />
            서비스가 준비되면 공지사항과 이메일로 알려 드리겠습니다.
          </Text>
          <Text fz="sm" c="dimmed">
            문의: 고객센터 {formatPhone(COMPANY.supportPhone)} ·{' '}
            <Anchor href={`mailto:${COMPANY.supportEmail}`} fz="sm">
              {COMPANY.supportEmail}
            </Anchor>
          </Text>
          <Group mt="sm">
            <Button variant="default" onClick={() => void logout()}>
              로그아웃
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
