//! The shared rank table (spec "rank rows and tables", "rank colouring"): rank, company and the
//! rate with its direction, as Korean markets colour them (a rise red ▲, a fall blue ▼, '0.00'
//! gray '-'), each company a link to its page, '내용이 없습니다.' when there is no row.
import { Anchor, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatRankRate } from '@/shared/format';
import { EmptyState } from './EmptyState';
import { RouterLink } from './RouterLink';

export const RANK_EMPTY_TEXT = '내용이 없습니다.';

export interface RankRow {
  /** Unique within the table (the company number). */
  id: number | string;
  name: string;
  /** Percent with two decimals as the server sends it: '12.34', '-3.10', '0.00' unchanged. */
  rate: string;
  /** Where the company's name leads. */
  to: string;
}

// The marker is for the eye; screen readers hear the word instead.
const DIRECTIONS = {
  up: { marker: '▲', label: '상승', color: 'red.7' },
  down: { marker: '▼', label: '하락', color: 'blue.7' },
  same: { marker: '-', label: '변동 없음', color: 'dimmed' },
} as const;

/** Positive is up, negative is down, zero ('0.00') and anything unreadable is the same. */
function direction(rate: string): keyof typeof DIRECTIONS {
  const value = Number(rate);
  if (value > 0) return 'up';
  if (value < 0) return 'down';
  return 'same';
}

const oneLine = { whiteSpace: 'nowrap' } as const;

function RateCell({ rate }: { rate: string }) {
  const { marker, label, color } = DIRECTIONS[direction(rate)];
  return (
    <Text span fz="sm" fw={600} c={color} style={oneLine}>
      <span aria-hidden="true">{marker}</span>
      <VisuallyHidden>{label}</VisuallyHidden> {formatRankRate(rate)}
    </Text>
  );
}

export function RankTable({
  title,
  rows,
  valueLabel = '변동률',
  emptyText = RANK_EMPTY_TEXT,
}: {
  title: string;
  /** Undefined while loading: skeleton rows. */
  rows: RankRow[] | undefined;
  valueLabel?: string;
  emptyText?: string;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      shadow="xs"
      p={0}
      style={{ overflow: 'hidden' }}
    >
      <Title id={titleId} order={3} fz={16} p="lg" pb="sm">
        {title}
      </Title>
      {rows === undefined ? (
        <Stack p="lg" pt={0} gap="xs">
          <Skeleton h={32} />
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState text={emptyText} py={32} />
      ) : (
        <Table aria-labelledby={titleId} verticalSpacing="xs" horizontalSpacing="md">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={64} ta="center" style={oneLine}>
                순위
              </Table.Th>
              <Table.Th>기업명</Table.Th>
              <Table.Th ta="right" style={oneLine}>
                {valueLabel}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td ta="center" fw={700}>
                  {index + 1}
                </Table.Td>
                <Table.Td>
                  <Anchor component={RouterLink} to={row.to} fz="sm" fw={600}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <RateCell rate={row.rate} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
