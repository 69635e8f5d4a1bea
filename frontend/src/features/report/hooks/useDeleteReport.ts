//! '삭제' of a report card: asks first, deletes, and leaves a page of the deleted report for
//! /report/status (the report and its opinions are gone).
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useDeleteReportMutation, type ReportCardDto } from '../api';
import { REPORT_STATUS_PATH } from '../model';

/** `openId`: the report the page shows, if any. */
export function useDeleteReport(openId: number | null) {
  const [remove] = useDeleteReportMutation();
  const navigate = useNavigate();

  return (card: ReportCardDto) =>
    modals.openConfirmModal({
      title: '보고서 삭제',
      children: `'${card.title}' 보고서를 삭제하시겠습니까? 보고서의 의견도 함께 삭제됩니다.`,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove({ reportId: card.id })
          .unwrap()
          .then(() => {
            notifySuccess('보고서를 삭제했습니다.');
            if (openId === card.id) void navigate(REPORT_STATUS_PATH);
          })
          .catch((caught: ApiError) =>
            notifyError(caught.message, '보고서를 삭제하지 못했습니다.'),
          );
      },
    });
}
