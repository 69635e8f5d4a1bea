//! The reports sidebar's '{year}년' groups (newest year first): the firm's reports by the year the
//! server gives them, and the previous system's by the year they were made in Korean time. Within
//! a year the firm's reports come first (the previous system's all predate them), each list in
//! its own order (newest first).
import type { LegacyReportCardDto, ReportCardDto } from './api';
import { legacyYear } from './legacy/model';

export type SidebarEntry =
  { kind: 'report'; card: ReportCardDto } | { kind: 'legacy'; card: LegacyReportCardDto };

export interface SidebarYear {
  year: number;
  entries: SidebarEntry[];
}

export function sidebarYears(cards: ReportCardDto[], legacy: LegacyReportCardDto[]): SidebarYear[] {
  // A card of the firm's list that names an imported report shows once, as the imported one.
  const imported = new Set(legacy.map((card) => card.rpt_mng_no));
  const entries: [number, SidebarEntry][] = [
    ...cards
      .filter((card) => !(card.legacy && imported.has(card.id)))
      .map((card): [number, SidebarEntry] => [card.year, { kind: 'report', card }]),
    ...legacy.map((card): [number, SidebarEntry] => [
      legacyYear(card.create_at),
      { kind: 'legacy', card },
    ]),
  ];
  const groups = new Map<number, SidebarEntry[]>();
  for (const [year, entry] of entries) groups.set(year, [...(groups.get(year) ?? []), entry]);
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, inYear]) => ({ year, entries: inYear }));
}
