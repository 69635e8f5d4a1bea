//! A report card in edit mode: the title in a field, Enter saves it (blank: the server names it
//! '투자 보고서'), Escape or 'x' leaves it as it was. The server's refusal shows under the field.
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { IconX } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { useRenameReportMutation, type ReportCardDto } from '../api';
import { DEFAULT_REPORT_TITLE, TITLE_MAX_LENGTH } from '../model';

export function RenameField({ card, onDone }: { card: ReportCardDto; onDone: () => void }) {
  const [title, setTitle] = useState(card.title);
  const [error, setError] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameReportMutation();

  const save = async () => {
    if (isLoading) return;
    if (title === card.title) {
      onDone();
      return;
    }
    setError(null);
    try {
      await rename({ reportId: card.id, renameBody: { title } }).unwrap();
      onDone();
    } catch (caught) {
      const refused = caught as ApiError;
      if (refused.status === 422) setError(refused.fieldErrors.title ?? refused.message);
      else notifyError(refused.message, '이름을 바꾸지 못했습니다.');
    }
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-start" p="xs">
      <TextInput
        aria-label="보고서명"
        value={title}
        placeholder={DEFAULT_REPORT_TITLE}
        maxLength={TITLE_MAX_LENGTH}
        error={error}
        disabled={isLoading}
        // The card turned into this field on the user's own click: the caret belongs in it.
        autoFocus
        size="xs"
        style={{ flex: 1 }}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      />
      <ActionIcon variant="subtle" color="gray" aria-label="이름 변경 취소" onClick={onDone}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
