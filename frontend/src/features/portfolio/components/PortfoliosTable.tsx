//! The firm's portfolios: title, pages, author and the last change. A row opens the portfolio.
import { Table, Text } from '@mantine/core';
import { formatDate, formatNumber } from '@/shared/format';
import type { PortfolioCardDto } from '../api';

function PortfolioRow({ card, onOpen }: { card: PortfolioCardDto; onOpen: () => void }) {
  return (
    <Table.Tr
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td>
        <Text fw={600} fz="sm">
          {card.title}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatNumber(card.item_count)}</Table.Td>
      <Table.Td>{card.author_name}</Table.Td>
      <Table.Td>{formatDate(card.updated_at)}</Table.Td>
    </Table.Tr>
  );
}

export function PortfoliosTable({
  cards,
  onOpen,
}: {
  cards: PortfolioCardDto[];
  onOpen: (card: PortfolioCardDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="포트폴리오 목록"
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>제목</Table.Th>
            <Table.Th ta="right" w={100}>
              페이지 수
            </Table.Th>
            <Table.Th w={140}>작성자</Table.Th>
            <Table.Th w={120}>수정일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <PortfolioRow key={card.id} card={card} onOpen={() => onOpen(card)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
