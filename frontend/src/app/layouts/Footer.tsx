//! Site footer for every layout: legal entity, registration number, support contact, policy links.
import { Anchor, Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { COMPANY } from '@/shared/config/product';
import { formatBusinessNumber, formatPhone } from '@/shared/format';
import { Logo } from '@/shared/ui/Logo';
import { RouterLink } from '@/shared/ui/RouterLink';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" py={40}>
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Logo />
            <Group gap="lg" wrap="wrap">
              <Anchor component={RouterLink} to="/terms-policy" c="dark.6" fz="sm" fw={500}>
                이용약관
              </Anchor>
              <Anchor component={RouterLink} to="/privacy-policy" c="dark.8" fz="sm" fw={700}>
                개인정보 처리방침
              </Anchor>
              <Anchor component={RouterLink} to="/price-policy" c="dark.6" fz="sm" fw={500}>
                요금 안내
              </Anchor>
              <Anchor component={RouterLink} to="/notice" c="dark.6" fz="sm" fw={500}>
                공지사항
              </Anchor>
              <Anchor component={RouterLink} to="/faq" c="dark.6" fz="sm" fw={500}>
                자주 묻는 질문
              </Anchor>
            </Group>
          </Group>
          <Divider color="gray.2" />
          <Stack gap={4}>
            <Text fz="xs" c="gray.7">
              {COMPANY.legalName} · 대표 {COMPANY.ceo} · 사업자등록번호{' '}
              {formatBusinessNumber(COMPANY.businessNumber)} · 통신판매업신고{' '}
              {COMPANY.mailOrderNumber}
            </Text>
            <Text fz="xs" c="gray.7">
              주소 {COMPANY.address}
            </Text>
            <Text fz="xs" c="gray.7">
              고객센터{' '}
              <Anchor href={`tel:${COMPANY.supportPhone}`} fz="xs" c="gray.8" fw={600}>
                {formatPhone(COMPANY.supportPhone)}
              </Anchor>{' '}
              ({COMPANY.supportHours}) · 이메일{' '}
              <Anchor href={`mailto:${COMPANY.supportEmail}`} fz="xs" c="gray.8" fw={600}>
                {COMPANY.supportEmail}
              </Anchor>
            </Text>
            <Text fz="xs" c="gray.6" mt={6}>
              © {year} {COMPANY.legalName}. All rights reserved.
            </Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
