//! The delete that asks first: a red 삭제 beside 취소, and once confirmed the delete itself, its
//! success notified (a failure is notified by the base query, like any other call).
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { notifySuccess } from './notify';

export function confirmDelete({
  title,
  question,
  remove,
  deleted,
}: {
  /** The modal's title, e.g. 'FAQ 삭제'. */
  title: string;
  /** What is asked (and warned), e.g. '‘질문’ 질문을 삭제하시겠습니까?'. */
  question: ReactNode;
  /** Deletes; rejects when the server refuses. */
  remove: () => Promise<unknown>;
  /** Notified once deleted, e.g. 'FAQ를 삭제했습니다.'. */
  deleted: string;
}) {
  modals.openConfirmModal({
    title,
    children: question,
    labels: { confirm: '삭제', cancel: '취소' },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      remove()
        .then(() => notifySuccess(deleted))
        // The failure is notified by the base query.
        .catch(() => undefined);
    },
  });
}
