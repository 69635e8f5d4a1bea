//! An inquiry opened from the operators' list: the question with the firm, the author and the
//! files (downloadable), and the answer form. A saved answer closes it; the list refreshes.
import { Modal, Skeleton, Stack } from '@mantine/core';
import { LoadError } from '@/shared/ui/LoadError';
import { InquiryQuestion } from '../components/InquiryView';
import { useGetAnyInquiryQuery } from './api';
import { AnswerForm } from './AnswerForm';

function AnswerPanel({ inquiryId, onSaved }: { inquiryId: number; onSaved: () => void }) {
  const { currentData: inquiry, error, refetch } = useGetAnyInquiryQuery({ inquiryId });
  if (error && !inquiry) {
    return (
      <LoadError title="문의를 불러오지 못했습니다." error={error} onRetry={() => void refetch()} />
    );
  }
  if (!inquiry) return <Skeleton h={360} />;
  return (
    <Stack gap="lg">
      <InquiryQuestion inquiry={inquiry} showAuthor />
      {/* Keyed by the answer: a correction starts from the one saved. */}
      <AnswerForm key={inquiry.answered_at ?? 'new'} inquiry={inquiry} onSaved={onSaved} />
    </Stack>
  );
}

export function InquiryAnswerModal({
  opened,
  inquiryId,
  onClose,
}: {
  opened: boolean;
  /** The inquiry shown (kept while the modal closes, so it does not empty first). */
  inquiryId: number | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="문의 답변" size="xl" centered>
      {inquiryId !== null ? <AnswerPanel inquiryId={inquiryId} onSaved={onClose} /> : null}
    </Modal>
  );
}
