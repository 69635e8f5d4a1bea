//! Who sees the startup rankings, and their rows as the rank table shows them.
import type { Me } from '@/entities/me';
import type { RankRow } from '@/shared/ui/RankTable';
import type { RankItemDto } from './api';

/**
 * Investor firms and fact-checkers: the server refuses a startup's users and an LP's own account
 * (403 startup_search_not_allowed), so the dashboard does not ask for them.
 */
export function maySeeRankings(
  me: Pick<Me, 'member_type' | 'user_type' | 'company_kind'>,
): boolean {
  if (me.member_type === 'lp') return false;
  return me.user_type === 'fact_checker' || me.company_kind === 'investor';
}

/** The company's page (기업 정보), which a rank row opens. */
export const companyInfoPath = (startupId: number) => `/company-info?cmpy_no=${startupId}`;

export function rankRows(items: RankItemDto[]): RankRow[] {
  return items.map((item) => ({
    id: item.startup_id,
    name: item.name,
    rate: item.rate,
    to: companyInfoPath(item.startup_id),
  }));
}
