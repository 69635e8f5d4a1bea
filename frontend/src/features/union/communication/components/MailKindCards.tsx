//! The four mails (spec section 4): what each tells its readers, its preview and its sending.
//! The payment request needs the union's payment account before it can be sent.
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@/shared/ui/icons';
import { BANK_ACCOUNT_REQUIRED, MAIL_KINDS, needsBankAccount, type MailKind } from '../model';

export function MailKindCards({
  hasBankAccount,
  onPreview,
  onSend,
}: {
  /** null while the account is being loaded: the payment request waits for the answer. */
  hasBankAccount: boolean | null;
  onPreview: (kind: MailKind) => void;
  onSend: (kind: MailKind) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
      {MAIL_KINDS.map(({ kind, label, description }) => {
        const blocked = needsBankAccount(kind) && hasBankAccount !== true;
        return (
          <Card key={kind} withBorder shadow="xs" padding="lg" role="region" aria-label={label}>
            <Stack gap="sm" h="100%">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconMail
                  size={20}
                  color="var(--mantine-color-brand-7)"
                  style={{ flexShrink: 0 }}
                />
                <Title order={3} fz="md" lh={1.35}>
                  {label}
                </Title>
              </Group>
              <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
                {description}
              </Text>
              {needsBankAccount(kind) && hasBankAccount === false ? (
                <Alert color="orange" variant="light" p="xs">
                  <Text fz="xs">{BANK_ACCOUNT_REQUIRED}</Text>
                </Alert>
              ) : null}
              <Group gap="xs" grow>
                <Button
                  variant="default"
                  aria-label={`${label} 미리보기`}
                  onClick={() => onPreview(kind)}
                >
                  미리보기
                </Button>
                <Button
                  aria-label={`${label} 발송하기`}
                  disabled={blocked}
                  onClick={() => onSend(kind)}
                >
                  발송하기
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
