import { describe, expect, it } from 'vitest';
import { legacyCardOf, legacyReportOf } from './legacy/test/fixtures';
import { sidebarYears } from './sidebarGroups';
import { cardOf } from './test/fixtures';

const ids = (groups: ReturnType<typeof sidebarYears>) =>
  groups.map((group) => [
    group.year,
    group.entries.map((entry) =>
      entry.kind === 'report' ? entry.card.id : `legacy-${entry.card.rpt_mng_no}`,
    ),
  ]);

describe('sidebarYears', () => {
  it('puts the newest year first and keeps the list’s order within a year', () => {
    const groups = sidebarYears(
      [
        cardOf(5, { year: 2026 }),
        cardOf(4, { year: 2025 }),
        cardOf(3, { year: 2026 }),
        cardOf(2, { year: 2024 }),
      ],
      [],
    );
    expect(ids(groups)).toEqual([
      [2026, [5, 3]],
      [2025, [4]],
      [2024, [2]],
    ]);
    expect(sidebarYears([], [])).toEqual([]);
  });

  it('adds the legacy reports by their Korean year, after the firm’s of that year', () => {
    const legacy = [
      legacyCardOf(legacyReportOf(1187, { create_at: '2024-01-15T01:30:00Z' })),
      // 2023-12-31 15:30 UTC is 2024-01-01 00:30 in Korea.
      legacyCardOf(legacyReportOf(1100, { create_at: '2023-12-31T15:30:00Z', year: 2023 })),
      legacyCardOf(legacyReportOf(903, { create_at: '2022-12-20T01:00:00Z' })),
    ];
    expect(ids(sidebarYears([cardOf(9, { year: 2024 })], legacy))).toEqual([
      [2024, [9, 'legacy-1187', 'legacy-1100']],
      [2022, ['legacy-903']],
    ]);
  });

  it('shows a report listed both ways once, as the imported one', () => {
    const legacy = [legacyCardOf(legacyReportOf(3))];
    expect(ids(sidebarYears([cardOf(3, { legacy: true, year: 2024 })], legacy))).toEqual([
      [2024, ['legacy-3']],
    ]);
  });
});
