//! The portfolio's title with its inline rename: '이름 변경' turns it into a field, Enter saves it
//! (blank: the server names it '포트폴리오'), Escape or 'x' leaves it as it was. The server's
//! refusal shows under the field.
import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { IconX } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { useRenamePortfolioMutation, type PortfolioCardDto } from '../api';
import { DEFAULT_PORTFOLIO_TITLE, TITLE_MAX_LENGTH } from '../model';

function RenameField({ card, onDone }: { card: PortfolioCardDto; onDone: () => void }) {
  const [title, setTitle] = useState(card.title);
  const [error, setError] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenamePortfolioMutation();

  const save = async () => {
    if (isLoading) return;
    if (title === card.title) {
      onDone();
      return;
    }
    setError(null);
    try {
      await rename({ portfolioId: card.id, portfolioTitleBody: { title } }).unwrap();
      onDone();
    } catch (caught) {
      const refused = caught as ApiError;
      if (refused.status === 422) setError(refused.fieldErrors.title ?? refused.message);
      else notifyError(refused.message, '이름을 바꾸지 못했습니다.');
    }
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        aria-label="포트폴리오 제목"
        value={title}
        placeholder={DEFAULT_PORTFOLIO_TITLE}
        maxLength={TITLE_MAX_LENGTH}
        error={error}
        disabled={isLoading}
        // The title turned into this field on the user's own click: the caret belongs in it.
        autoFocus
        w={{ base: '100%', sm: 420 }}
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
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="이름 변경 취소"
        onClick={onDone}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

export function TitleEditor({ card }: { card: PortfolioCardDto }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <RenameField card={card} onDone={() => setEditing(false)} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Title order={1} fz={26}>
        {card.title}
      </Title>
      <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
        이름 변경
      </Button>
    </Group>
  );
}
