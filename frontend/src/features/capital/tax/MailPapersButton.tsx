//! '메일로 보내기': each individual member with a deduction in the year gets their 출자확인서
//! (number masked) and the estimate of the tax it saves. The confirm names how many members have
//! a paper and, before a second send, when the year's papers went last; one Idempotency-Key per
//! confirm, so a double click sends once.
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { newIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { IconMail } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { useMailTaxPapersMutation, type TaxPaperMailingDto } from './api';
import { MAIL_PAPERS_NOTE, mailedBefore, mailPapersQuestion, mailPapersSent } from './model';

export function MailPapersButton({
  unionId,
  year,
  papers,
  last,
  disabled,
}: {
  unionId: number;
  year: number;
  /** Members with a paper that year. */
  papers: number;
  last: TaxPaperMailingDto | undefined;
  disabled: boolean;
}) {
  const [send, { isLoading }] = useMailTaxPapersMutation();
  const confirm = () => {
    const key = newIdempotencyKey();
    modals.openConfirmModal({
      title: '출자확인서 메일 발송',
      children: (
        <>
          <Text fz="sm">{mailPapersQuestion(year, papers)}</Text>
          {last ? (
            <Text fz="sm" c="orange.8" mt={6}>
              {mailedBefore(last)}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed" mt={6}>
            {MAIL_PAPERS_NOTE}
          </Text>
        </>
      ),
      labels: { confirm: '보내기', cancel: '닫기' },
      onConfirm: () => {
        send({ unionId, year, 'Idempotency-Key': key })
          .unwrap()
          .then((sent) => notifySuccess(mailPapersSent(sent)))
          // The refusal (nobody with an address) is shown by the base query.
          .catch(() => undefined);
      },
    });
  };
  return (
    <Button
      variant="light"
      leftSection={<IconMail size={16} />}
      loading={isLoading}
      disabled={disabled}
      onClick={confirm}
    >
      메일로 보내기
    </Button>
  );
}
