//! The firm's opinion of the startup (투자 의견, spec "Startup opinion"), one per firm. With none,
//! an '의견추가하기' button; it and '수정' open the editor, whose '저장' creates or updates; '삭제'
//! asks first. After each change the box shows what the server now holds. Investor firms only:
//! for a startup's user the box is absent.
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatDateTime } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { notifySuccess } from '@/shared/ui/notify';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { useSaveOpinion } from '../hooks/useSaveOpinion';
import { useDeleteOpinionMutation, useGetOpinionQuery, type OpinionDto } from '../startupApi';
import { Section } from './Section';

const TITLE = '투자 의견';

// tiptap is a large download that most visits never need: it loads when the editor first opens.
const OpinionEditor = lazy(async () => ({
  default: (await import('@/shared/ui/OpinionEditor')).OpinionEditor,
}));

function OpinionView({ opinion }: { opinion: OpinionDto }) {
  return (
    <>
      <SanitizedHtml html={opinion.opinion} />
      <Text fz="xs" c="dimmed" mt="md">
        {opinion.author_name} · 최종 수정 {formatDateTime(opinion.updated_at)}
      </Text>
    </>
  );
}

export function OpinionSection({ startupId }: { startupId: number }) {
  const investor = useIsInvestor();
  const { data, error, isLoading, refetch } = useGetOpinionQuery(
    { startupId },
    { skip: investor !== true },
  );
  const current = data?.opinion ?? null;
  const [editing, setEditing] = useState(false);
  const { save, saving, error: saveError, clearError } = useSaveOpinion(startupId, !!current);
  const [remove, removing] = useDeleteOpinionMutation();

  // A startup's user (403 investor_only) has no opinion to write.
  if (!investor || (error as ApiError | undefined)?.status === 403) return null;

  const close = () => {
    clearError();
    setEditing(false);
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '의견 삭제',
      children: <Text fz="sm">작성한 투자 의견을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove({ startupId })
          .unwrap()
          .then(() => notifySuccess('의견을 삭제했습니다.'))
          // The base query has shown the server's reason.
          .catch(() => undefined);
      },
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
          loading={removing.isLoading}
        >
          삭제
        </Button>
      </Group>
    ) : undefined;

  let body;
  if (isLoading) {
    body = <Skeleton h={80} />;
  } else if (error) {
    body = (
      <LoadError
        title="투자 의견을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (editing) {
    body = (
      <Suspense fallback={<Skeleton h={260} />}>
        <OpinionEditor
          label="투자 의견 내용"
          initialHtml={current?.opinion ?? ''}
          error={saveError}
          saving={saving}
          onSave={(html) => {
            void save(html).then((saved) => {
              if (saved) setEditing(false);
            });
          }}
          onCancel={close}
        />
      </Suspense>
    );
  } else if (current) {
    body = <OpinionView opinion={current} />;
  } else {
    body = (
      <EmptyState
        text="작성한 투자 의견이 없습니다."
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
    <Section title={TITLE} aside={actions}>
      {body}
    </Section>
  );
}
