//! The startup rankings' rows as the rank table shows them.
import type { Me } from '@/entities/me';
import { checksFacts, companyInfoPath, editsOwnStartup } from '@/entities/startup';
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

// The tasks screens (features/tasks), written out here: a feature does not import another.
export const TASKS_PATH = '/task';
export const taskDetailPath = (id: number) => `/task/detail?id=${id}`;
/** The tile's '전체 보기': the late tasks while there are any, else the open ones. */
export const allTasksPath = (overdue: number) =>
  overdue > 0 ? `${TASKS_PATH}?view=overdue` : TASKS_PATH;
/** The tile lists this many of the tasks due within a week or late. */
export const DUE_TASKS_SHOWN = 5;

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
