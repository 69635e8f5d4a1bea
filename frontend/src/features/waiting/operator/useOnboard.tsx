//! 이용 안내: asks first ('{회사명}에 이용 안내 메일을 보냅니다.'), then onboards the entry, which
//! mails its contact. A mail that fails leaves the entry onboarded without it: the failure stays
//! on screen until dismissed, pointing to where it can be sent again.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { notifySuccess } from '@/shared/ui/notify';
import { useOnboardWaitingMutation, type WaitingEntryDto } from '../api';

export interface OnboardFailure {
  companyName: string;
  message: string;
  /** The mail failed after onboarding: the entry waits in 이용 안내 완료 for 다시 보내기. */
  mailFailed: boolean;
}

export function useOnboard(): {
  ask: (entry: WaitingEntryDto) => void;
  sendingId: number | null;
  failure: OnboardFailure | null;
  dismiss: () => void;
} {
  const [onboard] = useOnboardWaitingMutation();
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<OnboardFailure | null>(null);

  const send = async (entry: WaitingEntryDto) => {
    setSendingId(entry.id);
    setFailure(null);
    try {
      await onboard({ waitingId: entry.id }).unwrap();
      notifySuccess(`${entry.company_name}에 이용 안내 메일을 보냈습니다.`);
    } catch (caught) {
      const error = caught as ApiError;
      setFailure({
        companyName: entry.company_name,
        message: error.message,
        mailFailed: error.code === 'waiting_mail_failed',
      });
    } finally {
      setSendingId(null);
    }
  };

  const ask = (entry: WaitingEntryDto) => {
    // One mail at a time: a second click while one is sent asks nothing.
    if (sendingId !== null) return;
    const again = entry.status === 'onboarded';
    modals.openConfirmModal({
      title: again ? '이용 안내 다시 보내기' : '이용 안내',
      children: (
        <Stack gap={4}>
          <Text fz="sm">{entry.company_name}에 이용 안내 메일을 보냅니다.</Text>
          <Text fz="xs" c="dimmed">
            받는 사람: {entry.contact_name} ({entry.email})
          </Text>
        </Stack>
      ),
      labels: { confirm: '보내기', cancel: '취소' },
      onConfirm: () => void send(entry),
    });
  };

  return { ask, sendingId, failure, dismiss: () => setFailure(null) };
}
