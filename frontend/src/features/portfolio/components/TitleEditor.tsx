//! The portfolio's title with its inline rename: '이름 변경' turns it into a field, Enter saves it
//! (blank: the server names it '포트폴리오'), Escape or 'x' leaves it as it was. The server's
//! refusal shows under the field.
import { Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { RenameField } from '@/shared/ui/RenameField';
import { useRenamePortfolioMutation, type PortfolioCardDto } from '../api';
import { DEFAULT_PORTFOLIO_TITLE, TITLE_MAX_LENGTH } from '../model';

export function TitleEditor({ card }: { card: PortfolioCardDto }) {
  const [editing, setEditing] = useState(false);
  const [rename] = useRenamePortfolioMutation();
  if (editing)
    return (
      <RenameField
        title={card.title}
        label="포트폴리오 제목"
        placeholder={DEFAULT_PORTFOLIO_TITLE}
        maxLength={TITLE_MAX_LENGTH}
        onSave={(title) => rename({ portfolioId: card.id, portfolioTitleBody: { title } }).unwrap()}
        onDone={() => setEditing(false)}
      />
    );
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
