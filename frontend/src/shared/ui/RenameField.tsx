//! A title being renamed in place (a portfolio's on its page, a report's on its card): Enter saves
//! it (blank: the server gives its default name), Escape or 'x' leaves it as it was. The server's
//! refusal of the title (422) shows under the field; any other failure is notified.
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { IconX } from './icons';
import { notifyError } from './notify';

export function RenameField({
  title,
  label,
  placeholder,
  maxLength,
  onSave,
  onDone,
  compact = false,
}: {
  /** The title as saved. */
  title: string;
  /** The field's accessible name, e.g. '보고서명'. */
  label: string;
  /** The name the server gives a blank title. */
  placeholder: string;
  maxLength: number;
  /** Sends the new title; rejects with the API's error. */
  onSave: (title: string) => Promise<unknown>;
  /** Saved, unchanged or cancelled: the title shows again. */
  onDone: () => void;
  /** In a card: a small field filling the card's width; else a page title's wider one. */
  compact?: boolean;
}) {
  const [text, setText] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    if (text === title) {
      onDone();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(text);
      onDone();
    } catch (caught) {
      const refused = caught as ApiError;
      if (refused.status === 422) setError(refused.fieldErrors.title ?? refused.message);
      else notifyError(refused.message, '이름을 바꾸지 못했습니다.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-start" p={compact ? 'xs' : undefined}>
      <TextInput
        aria-label={label}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        error={error}
        disabled={saving}
        // The title turned into this field on the user's own click: the caret belongs in it.
        autoFocus
        {...(compact ? { size: 'xs', style: { flex: 1 } } : { w: { base: '100%', sm: 420 } })}
        onChange={(event) => setText(event.currentTarget.value)}
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
      <ActionIcon
        variant="subtle"
        color="gray"
        size={compact ? undefined : 'lg'}
        aria-label="이름 변경 취소"
        onClick={onDone}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
