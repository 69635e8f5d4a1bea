// An IRR as every list and tile shows it: the annual rate, or '1년 미만' when the server marks
// its flows as spanning less than a year, with the annual rate on request (hover or focus).
import { Tooltip } from '@mantine/core';
import { formatIrr } from '@/shared/format';

export function IrrText({
  value,
  underAYear,
}: {
  value: number | null | undefined;
  underAYear: boolean | undefined;
}) {
  if (!underAYear || value === null || value === undefined) return <>{formatIrr(value)}</>;
  return (
    <Tooltip label={`연환산 ${formatIrr(value)} (기간이 짧아 크게 나타납니다)`} withArrow>
      <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        {formatIrr(value, true)}
      </span>
    </Tooltip>
  );
}
