//! The startup rankings' rows as the rank table shows them, the glance's shares and the screens
//! its rows open, and each kind of account's shortcuts.
import type { Me } from '@/entities/me';
import { checksFacts, companyInfoPath, editsOwnStartup } from '@/entities/startup';
import { UNION_LIST_PATH } from '@/entities/union';
import type { RankRow } from '@/shared/ui/RankTable';
import type { AttentionDto, OpenUnionDto, RankItemDto, RecentMailingDto } from './api';

export function rankRows(items: RankItemDto[]): RankRow[] {
  return items.map((item) => ({
    id: item.startup_id,
    name: item.name,
    rate: item.rate,
    to: companyInfoPath(item.startup_id),
  }));
}

// The tasks screens (features/tasks), written out here: a feature does not import another.
export const TASKS_PATH = '/task';
export const taskDetailPath = (id: number) => `/task/detail?id=${id}`;
/** The tile's '전체 보기': the late tasks while there are any, else the open ones. */
export const allTasksPath = (overdue: number) =>
  overdue > 0 ? `${TASKS_PATH}?view=overdue` : TASKS_PATH;
/** The tile lists this many of the tasks due within a week or late. */
export const DUE_TASKS_SHOWN = 5;

// The union and data-request screens (features/union/routes.ts and model.ts,
// features/requests/model.ts), written out here for the same reason.
/**
 * The unions list. Its status filter lives in the page's state, not in the address, so a status
 * can only lead to the whole list.
 */
export const UNIONS_PATH = UNION_LIST_PATH;
/** A union's detail screen (it opens on 출자 신청 관리). */
export const unionPath = (unionId: number) => `/lp-invest-union-management/detail/${unionId}`;
/** The union's 출자 신청 관리 tab: the applicants' documents and payments. */
export const unionApplicantsPath = (unionId: number) => `${unionPath(unionId)}/apply`;
/** The union's 커뮤니케이션 tab, whose 발송 이력 opens each mailing (a dialog, no address). */
export const unionMailsPath = (unionId: number) => `${unionPath(unionId)}/communication`;
/** One data request with its startups' answers. */
export const dataRequestPath = (requestId: number) => `/data-requests/${requestId}`;

/** Where what waits is dealt with: the union's applicants, or the late data request. */
export function attentionPath(item: Pick<AttentionDto, 'kind' | 'ref_id'>): string {
  return item.kind === 'data_request_late'
    ? dataRequestPath(item.ref_id)
    : unionApplicantsPath(item.ref_id);
}

/** `part` of `whole` as a fraction from 0 to 1; 0 when there is no whole. */
export function shareOf(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.min(part / whole, 1);
}

const percent = (part: number, whole: number) => shareOf(part, whole) * 100;

/**
 * A union's raising as two sections of its target, in percent: paid, then applied but not paid
 * yet. Past the target the bar is full (the text gives the real progress).
 */
export function raisingSegments(union: OpenUnionDto): { paid: number; unpaid: number } {
  const base = Math.max(union.target_amount, union.applied_amount, union.paid_amount);
  const paid = percent(union.paid_amount, base);
  const applied = percent(Math.max(union.applied_amount, union.paid_amount), base);
  return { paid, unpaid: applied - paid };
}

/**
 * A mailing's recipients as sent, failed and waiting sections, in percent. Counted over the
 * recipients, or over the three counts should they add up to more.
 */
export function deliverySegments(
  mailing: Pick<RecentMailingDto, 'recipient_count' | 'sent' | 'failed' | 'queued'>,
): { sent: number; failed: number; queued: number } {
  const base = Math.max(mailing.recipient_count, mailing.sent + mailing.failed + mailing.queued);
  return {
    sent: percent(mailing.sent, base),
    failed: percent(mailing.failed, base),
    queued: percent(mailing.queued, base),
  };
}

export type ShortcutIcon = 'layers' | 'team' | 'report' | 'building' | 'shield' | 'search';

export interface Shortcut {
  to: string;
  title: string;
  text: string;
  icon: ShortcutIcon;
}

const FIRM_SHORTCUTS: Shortcut[] = [
  {
    to: '/lp-invest-union-management/list',
    title: '조합 관리',
    text: '조합 결성과 출자 신청 현황',
    icon: 'layers',
  },
  {
    to: '/lp-membership-management/list',
    title: 'LP 관리',
    text: '출자자와 그룹, 조합 매칭',
    icon: 'team',
  },
  { to: '/report/status', title: '보고서', text: '투자 성과 보고서 작성', icon: 'report' },
];

const STARTUP_SHORTCUTS: Shortcut[] = [
  {
    to: '/basic-info-mange',
    title: '기업 기본 정보',
    text: '회사 정보와 팩트체크 검증 현황',
    icon: 'building',
  },
  {
    to: '/basic-info-edit',
    title: '기업 정보 수정',
    text: '기본 정보, 주주 현황, 재무 정보 입력',
    icon: 'report',
  },
];

const CHECKER_SHORTCUTS: Shortcut[] = [
  { to: '/fact-check', title: '팩트체크', text: '변경된 기업 정보 검증', icon: 'shield' },
  {
    to: '/search-startup',
    title: '스타트업 검색',
    text: '기업 정보와 검증 현황 조회',
    icon: 'search',
  },
];

/** The dashboard's shortcuts: each kind of account's own main areas (none before it is known). */
export function shortcutsFor(me: Me | undefined): Shortcut[] {
  if (!me) return [];
  if (checksFacts(me)) return CHECKER_SHORTCUTS;
  if (editsOwnStartup(me)) return STARTUP_SHORTCUTS;
  return FIRM_SHORTCUTS;
}
