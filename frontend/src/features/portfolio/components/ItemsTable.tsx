//! The portfolio's pages in order: number, title, startup, who changed it last and when. A row
//! opens the page's overview editor.
import { Table, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { PortfolioItemDto } from '../api';

export function ItemsTable({
  items,
  onOpen,
}: {
  items: PortfolioItemDto[];
  onOpen: (item: PortfolioItemDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="포트폴리오 페이지"
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={64}>NO</Table.Th>
            <Table.Th>제목</Table.Th>
            <Table.Th w={180}>기업</Table.Th>
            <Table.Th w={120}>수정자</Table.Th>
            <Table.Th w={120}>수정일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr
              key={item.id}
              onClick={() => onOpen(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(item);
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Text fw={600} fz="sm">
                  {item.title}
                </Text>
              </Table.Td>
              <Table.Td>{item.startup_name}</Table.Td>
              <Table.Td>{item.updated_by}</Table.Td>
              <Table.Td>{formatDate(item.updated_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
