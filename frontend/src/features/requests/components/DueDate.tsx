//! A request's due date with how many days are left ('D-3', 'D-day', 'D+2'). The count is
//! left out once every startup answered: then nobody is waited for.
import { Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { formatDDay } from '@/shared/format';

export function DueDate({
  dueOn,
  today,
  settled,
}: {
  dueOn: string;
  today: string;
  /** Every startup answered. */
  settled: boolean;
}) {
  const left = formatDDay(dueOn, today);
  return (
    <Text fz="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(dueOn)}
      {settled ? null : (
        <Text span fz="xs" fw={700} ml={6} c={left.startsWith('D+') ? 'red' : 'brand'}>
          {left}
        </Text>
      )}
    </Text>
  );
}
