//! Startups as more than one feature needs them: the profile's address (search cards and the
//! dashboard's rank rows open it) and who may do what with startup data, read the way the
//! server decides it (company::Viewer), so a screen never asks for what it would be refused.
import type { Me } from '@/entities/me';

export const COMPANY_INFO_PATH = '/company-info';
/** The spec's address of a company profile: the company number rides in the query. */
export const companyInfoPath = (id: number) => `${COMPANY_INFO_PATH}?cmpy_no=${id}`;

type Who = Pick<Me, 'member_type' | 'user_type' | 'company_kind'>;

/** Search, profiles and rankings: investor firms and fact-checkers, not an LP's own account. */
export function mayResearchStartups(me: Who): boolean {
  if (me.member_type === 'lp') return false;
  return me.user_type === 'fact_checker' || me.company_kind === 'investor';
}

/** The fact-check (the queue, a verdict on an item): the platform's fact-checkers only. */
export function checksFacts(me: Who): boolean {
  return me.member_type !== 'lp' && me.user_type === 'fact_checker';
}

/**
 * The startup's own side (기업 기본 정보: its profile, shareholders and figures): a startup's
 * members, not a fact-checker or an LP's own account.
 */
export function editsOwnStartup(me: Who): boolean {
  return (
    me.member_type !== 'lp' && me.user_type !== 'fact_checker' && me.company_kind === 'startup'
  );
}

/** Opinions, bookmarks and saved searches: an investor firm's members, not an LP's own account. */
export function keepsStartupNotes(me: Who): boolean {
  return (
    me.member_type !== 'lp' && me.user_type !== 'fact_checker' && me.company_kind === 'investor'
  );
}
