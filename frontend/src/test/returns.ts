// Returns as the server computes them from three sums (`report::Returns`), for tests whose
// fixtures must carry the server's totals.
import type { ReturnsDto } from '@/api/gen/investments';

export function returnsFrom(invested: number, value: number, recovered: number): ReturnsDto {
  const multiple = invested > 0 ? (value + recovered) / invested : null;
  return {
    invested,
    value,
    recovered,
    multiple,
    dpi: invested > 0 ? recovered / invested : null,
    rvpi: invested > 0 ? value / invested : null,
    profit_rate: multiple === null ? null : (multiple - 1) * 100,
    is_recovered: value === 0 && recovered > 0,
  };
}
