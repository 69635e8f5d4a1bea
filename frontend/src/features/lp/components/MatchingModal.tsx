//! The matching modal (720 wide): pick a union on the left, then one of its applicants on the
//! right, and match that application to the LP. Cancelling asks first; a match resets it all.
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { notifySuccess } from '@/shared/ui/notify';
import { useMatchApplicantMutation } from '../api';
import { MatchingApplicantList } from './MatchingApplicantList';
import { MatchingUnionList } from './MatchingUnionList';

export const MATCHED_MESSAGE = '매칭이 완료되었습니다.';
export const CANCEL_QUESTION = '정말 취소하시겠습니까?';

interface Choice {
  unionId: number | null;
  applicantId: number | null;
  unionSearch: string;
  applicantSearch: string;
}

const NOTHING: Choice = { unionId: null, applicantId: null, unionSearch: '', applicantSearch: '' };

export function MatchingModal({
  lpMemberId,
  opened,
  onClose,
}: {
  lpMemberId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<Choice>(NOTHING);
  const [match, { isLoading }] = useMatchApplicantMutation();
  const ready = choice.unionId !== null && choice.applicantId !== null;

  const finish = () => {
    setChoice(NOTHING);
    onClose();
  };

  const cancel = () => {
    modals.openConfirmModal({
      title: '매칭 취소',
      children: <Text fz="sm">{CANCEL_QUESTION}</Text>,
      labels: { confirm: '예', cancel: '아니오' },
      onConfirm: finish,
    });
  };

  const submit = async () => {
    if (choice.applicantId === null) return;
    try {
      await match({ lpMemberId, matchBody: { applicant_id: choice.applicantId } }).unwrap();
      notifySuccess(MATCHED_MESSAGE);
      finish();
    } catch {
      // The base query has shown the server's reason (e.g. applicant_matched); keep the choice.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => (isLoading ? undefined : cancel())}
      title="LP 매칭"
      size={720}
      centered
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MatchingUnionList
            search={choice.unionSearch}
            onSearch={(unionSearch) => setChoice((current) => ({ ...current, unionSearch }))}
            value={choice.unionId}
            // Another union's applicants are another list: the member choice and search go.
            onChange={(unionId) =>
              setChoice((current) =>
                current.unionId === unionId
                  ? current
                  : { ...current, unionId, applicantId: null, applicantSearch: '' },
              )
            }
          />
          <MatchingApplicantList
            unionId={choice.unionId}
            lpMemberId={lpMemberId}
            search={choice.applicantSearch}
            onSearch={(applicantSearch) =>
              setChoice((current) => ({ ...current, applicantSearch }))
            }
            value={choice.applicantId}
            onChange={(applicantId) => setChoice((current) => ({ ...current, applicantId }))}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={isLoading}>
            취소
          </Button>
          <Button disabled={!ready} loading={isLoading} onClick={() => void submit()}>
            매칭
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
