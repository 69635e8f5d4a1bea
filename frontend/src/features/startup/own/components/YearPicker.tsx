//! The '재무 정보' tab's fiscal year: a select of every saved year (and any opened here), with
//! '다른 연도 추가' last to type in any other; the delete button for the open year beside it.
import { Button, Group, Select, Text } from '@mantine/core';
import { IconTrash } from '@/features/startup/components/icons';
import type { StoredStatus } from '../hooks/useStoredFigures';
import { OTHER_YEAR_TITLE } from './OtherYearModal';

const OTHER = 'other';

export function YearPicker({
  years,
  year,
  status,
  removing,
  onOpen,
  onOther,
  onRemove,
  onRetry,
}: {
  /** Latest first. */
  years: number[];
  year: number | null;
  /** Whether the years older than the profile's three are known yet. */
  status: StoredStatus;
  removing: boolean;
  onOpen: (year: number) => void;
  onOther: () => void;
  onRemove: (year: number) => void;
  /** Reads the saved years again after a failure. */
  onRetry: () => void;
}) {
  const data = [
    ...years.map((candidate) => ({ value: String(candidate), label: `${candidate}년` })),
    // Until every saved year is known, a typed one could be a saved year opened blank.
    { value: OTHER, label: OTHER_YEAR_TITLE, disabled: status === 'loading' },
  ];
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <Group gap="sm" align="center">
        <Select
          label="회계 연도"
          placeholder="연도 선택"
          w={180}
          data={data}
          value={year === null ? null : String(year)}
          allowDeselect={false}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => {
            if (value === OTHER) onOther();
            else if (value) onOpen(Number(value));
          }}
        />
        {status === 'failed' ? (
          <Group gap={4} mt="lg" wrap="nowrap">
            <Text fz="xs" c="orange.8" maw={320}>
              이전 연도 목록을 불러오지 못했습니다. 최근 3개 연도만 표시됩니다.
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={onRetry}>
              다시 시도
            </Button>
          </Group>
        ) : null}
      </Group>
      {year !== null ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onRemove(year)}
          loading={removing}
        >
          연도 삭제
        </Button>
      ) : null}
    </Group>
  );
}
