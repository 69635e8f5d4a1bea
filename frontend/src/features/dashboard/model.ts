//! The startup rankings' rows as the rank table shows them.
import { companyInfoPath } from '@/entities/startup';
import type { RankRow } from '@/shared/ui/RankTable';
import type { RankItemDto } from './api';

export function rankRows(items: RankItemDto[]): RankRow[] {
  return items.map((item) => ({
    id: item.startup_id,
    name: item.name,
    rate: item.rate,
    to: companyInfoPath(item.startup_id),
  }));
}
