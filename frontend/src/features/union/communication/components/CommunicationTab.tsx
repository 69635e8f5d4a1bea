//! The 커뮤니케이션 tab: the four mails to preview or send, the union's payment account (the
//! payment request needs it) and the send history with each mailing's delivery.
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UnionDetail } from '@/features/union/api';
import { useGetBankAccountQuery, type MailingCreatedDto } from '../api';
import { needsBankAccount, type MailKind } from '../model';
import { BankAccountModal } from './BankAccountModal';
import { BankAccountSection } from './BankAccountSection';
import { MailHistorySection } from './MailHistorySection';
import { MailKindCards } from './MailKindCards';
import { MailPreviewModal } from './MailPreviewModal';
import { MailSentModal } from './MailSentModal';
import { SendFlow } from './SendFlow';

export function CommunicationTab({ union }: { union: UnionDetail }) {
  const account = useGetBankAccountQuery({ unionId: union.id });
  const hasBankAccount = account.data ? Boolean(account.data.account) : null;
  const [previewing, setPreviewing] = useState<MailKind | null>(null);
  // The flow is mounted only while open: every '발송하기' starts with no picks and a new key.
  const [sending, setSending] = useState<MailKind | null>(null);
  const [created, setCreated] = useState<MailingCreatedDto | null>(null);
  const [editingAccount, setEditingAccount] = useState(false);
  const canSend = (kind: MailKind) => !needsBankAccount(kind) || hasBankAccount === true;

  const startSending = (kind: MailKind) => {
    setPreviewing(null);
    setSending(kind);
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            메일 발송
          </Title>
          <Text fz="sm" c="dimmed">
            조합원이나 LP 그룹에 안내 메일을 보냅니다. 보내기 전에 받는 분이 보게 될 메일을 미리 볼
            수 있습니다.
          </Text>
        </Stack>
        <MailKindCards
          hasBankAccount={hasBankAccount}
          onPreview={setPreviewing}
          onSend={startSending}
        />
      </Stack>
      <BankAccountSection
        account={account.data?.account}
        isLoading={account.isLoading}
        isError={account.isError}
        onRetry={() => void account.refetch()}
        onEdit={() => setEditingAccount(true)}
      />
      <MailHistorySection unionId={union.id} />
      <MailPreviewModal
        unionId={union.id}
        kind={previewing}
        canSend={previewing !== null && canSend(previewing)}
        onSend={startSending}
        onClose={() => setPreviewing(null)}
      />
      <BankAccountModal
        unionId={union.id}
        account={account.data?.account ?? null}
        opened={editingAccount}
        onClose={() => setEditingAccount(false)}
      />
      {sending ? (
        <SendFlow
          unionId={union.id}
          kind={sending}
          onClose={() => setSending(null)}
          onSent={(answer) => {
            setSending(null);
            setCreated(answer);
          }}
        />
      ) : null}
      <MailSentModal created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
