//! The opinion block of a report (spec section 4, "Opinion"): with none, '의견추가하기'; it and
//! '수정' open the editor (취소 closes it), whose '저장' creates or replaces; '삭제' asks first.
//! After each success the block shows what the server now holds.
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { useOpinion } from '../hooks/useOpinion';
import { Panel } from './Panel';

// tiptap is a large download most visits never need: it loads when the editor first opens.
const OpinionEditor = lazy(async () => ({
  default: (await import('@/shared/ui/OpinionEditor')).OpinionEditor,
}));

export function OpinionBlock({
  title,
  reportId,
  unionId = null,
}: {
  title: string;
  reportId: number;
  /** The union of the report the opinion is on; null for the report's own. */
  unionId?: number | null;
}) {
  const opinion = useOpinion(reportId, unionId);
  const { list, current } = opinion;
  const [editing, setEditing] = useState(false);

  const close = () => {
    opinion.clearError();
    setEditing(false);
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '의견 삭제',
      children: <Text fz="sm">작성한 의견을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void opinion.remove(),
    });

  const actions =
    current && !editing ? (
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setEditing(true)}>
          수정
        </Button>
        <Button
          variant="light"
          color="red"
          size="xs"
          onClick={confirmDelete}
          loading={opinion.removing}
        >
          삭제
        </Button>
      </Group>
    ) : undefined;

  let body;
  if (list.isLoading) {
    body = <Skeleton h={80} />;
  } else if (list.error) {
    body = (
      <LoadError
        title="의견을 불러오지 못했습니다."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (editing) {
    body = (
      <Suspense fallback={<Skeleton h={260} />}>
        <OpinionEditor
          label={`${title} 내용`}
          initialHtml={current?.opinion ?? ''}
          error={opinion.error}
          saving={opinion.saving}
          onSave={(html) => {
            void opinion.save(html).then((saved) => {
              if (saved) setEditing(false);
            });
          }}
          onCancel={close}
        />
      </Suspense>
    );
  } else if (current) {
    body = (
      <>
        <SanitizedHtml html={current.opinion} />
        <Text fz="xs" c="dimmed" mt="md">
          {current.author_name} · 최종 수정 {formatDateTime(current.updated_at)}
        </Text>
      </>
    );
  } else {
    body = (
      <EmptyState
        text="작성한 의견이 없습니다."
        py={32}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(true)}>
            의견추가하기
          </Button>
        }
      />
    );
  }

  return (
    <Panel title={title} aside={actions}>
      {body}
    </Panel>
  );
}
