//! An opinion in its panel (spec "Startup opinion", and section 4 "Opinion" of a report): with
//! none, '의견추가하기'; it and '수정' open the editor (취소 closes it), whose '저장' creates or
//! replaces; '삭제' asks first. After each success the panel shows what the server now holds.
//! What is loaded, saved and deleted is the caller's: this is the panel around it.
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { EmptyState } from './EmptyState';
import { IconPlus } from './icons';
import { LoadError } from './LoadError';
import { Panel } from './Panel';
import { SanitizedHtml } from './SanitizedHtml';

// tiptap is a large download most visits never need: it loads when the editor first opens.
const OpinionEditor = lazy(async () => ({
  default: (await import('./OpinionEditor')).OpinionEditor,
}));

/** The opinion as the server holds it. */
export interface ShownOpinion {
  /** The sanitized HTML. */
  opinion: string;
  author_name: string;
  updated_at: string;
}

export function OpinionPanel({
  title,
  subject = '의견',
  current,
  loading,
  loadError,
  onRetry,
  onSave,
  saving,
  saveError,
  clearSaveError,
  onRemove,
  removing,
}: {
  /** The panel's title; the editor is named after it ('… 내용'). */
  title: string;
  /** What the texts call it: '작성한 의견이 없습니다.', '작성한 투자 의견을 삭제하시겠습니까?'. */
  subject?: string;
  current: ShownOpinion | null;
  loading: boolean;
  /** The load's error, if it failed. */
  loadError: unknown;
  onRetry: () => void;
  /** Resolves true once saved (the panel then shows the saved opinion). */
  onSave: (html: string) => Promise<boolean>;
  saving: boolean;
  /** The refusal shown under the editor. */
  saveError: string | null;
  clearSaveError: () => void;
  /** Deletes it, once confirmed. */
  onRemove: () => void;
  removing: boolean;
}) {
  const [editing, setEditing] = useState(false);

  const close = () => {
    clearSaveError();
    setEditing(false);
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '의견 삭제',
      children: <Text fz="sm">{`작성한 ${subject}을 삭제하시겠습니까?`}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: onRemove,
    });

  const actions =
    current && !editing ? (
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setEditing(true)}>
          수정
        </Button>
        <Button variant="light" color="red" size="xs" onClick={confirmDelete} loading={removing}>
          삭제
        </Button>
      </Group>
    ) : undefined;

  let body;
  if (loading) {
    body = <Skeleton h={80} />;
  } else if (loadError) {
    body = (
      <LoadError title={`${subject}을 불러오지 못했습니다.`} error={loadError} onRetry={onRetry} />
    );
  } else if (editing) {
    body = (
      <Suspense fallback={<Skeleton h={260} />}>
        <OpinionEditor
          label={`${title} 내용`}
          initialHtml={current?.opinion ?? ''}
          error={saveError}
          saving={saving}
          onSave={(html) => {
            void onSave(html).then((saved) => {
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
        text={`작성한 ${subject}이 없습니다.`}
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
