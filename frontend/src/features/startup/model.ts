//! The startup screens' paths, the Korean names of the API's codes (industry, region, size,
//! operating status, stock kind) and the few display rules only these screens have.
import { formatMultiple } from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type {
  IndustryCode,
  OperatingStatusCode,
  RegionCode,
  SizeClassCode,
  StartupCardDto,
  StockKindCode,
} from './api';

export const STARTUP_SEARCH_PATH = '/search-startup';
export const INTEREST_COMPANY_PATH = '/interest-company';
/** The fact-checkers' queue (팩트체크). */
export const FACT_CHECK_PATH = '/fact-check';
/** A saved search's address (the spec's /search-result/{id}): it reopens the search's filters. */
export const SEARCH_RESULT_PATH = '/search-result/:id';
export const searchResultPath = (id: number) => `/search-result/${id}`;
export { COMPANY_INFO_PATH, companyInfoPath } from '@/entities/startup';

/** A company number from the query (`cmpy_no`), or null when it is missing or malformed. */
export function cmpyNoParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// The filter's order is the spec's (section 9), not alphabetical.
export const INDUSTRY_CODES: IndustryCode[] = [
  'ict_service',
  'ict_manufacturing',
  'electric_machinery',
  'chemical_material',
  'bio_medical',
  'media_content',
  'game',
  'distribution_service',
  'other',
  'none',
];
export const INDUSTRIES: Record<IndustryCode, string> = {
  ict_service: 'ICT서비스',
  ict_manufacturing: 'ICT제조',
  electric_machinery: '전기/기계/장비',
  chemical_material: '화학/소재',
  bio_medical: '바이오/의료',
  media_content: '영상/공연/음반',
  game: '게임',
  distribution_service: '유통/서비스',
  other: '기타',
  none: '없음',
};

export const REGION_CODES: RegionCode[] = [
  'SD01',
  'SD02',
  'SD03',
  'SD04',
  'SD05',
  'SD06',
  'SD07',
  'SD08',
  'SD09',
  'SD10',
  'SD11',
  'SD12',
  'SD13',
  'SD14',
  'SD15',
  'SD16',
  'SD17',
];
export const REGIONS: Record<RegionCode, string> = {
  SD01: '서울',
  SD02: '부산',
  SD03: '대구',
  SD04: '인천',
  SD05: '광주',
  SD06: '대전',
  SD07: '울산',
  SD08: '세종',
  SD09: '경기',
  SD10: '강원',
  SD11: '충북',
  SD12: '충남',
  SD13: '전북',
  SD14: '전남',
  SD15: '경북',
  SD16: '경남',
  SD17: '제주',
};

export const SIZE_CLASSES: Record<SizeClassCode, string> = {
  startup: '스타트업',
  small: '중소기업',
  mid_sized: '중견기업',
  large: '대기업',
};

export const STOCK_KINDS: Record<StockKindCode, string> = {
  common: '보통주',
  preferred: '우선주',
  rcps: '상환전환우선주',
};

export const OPERATING_STATUSES: Record<OperatingStatusCode, StatusInfo> = {
  active: { label: '정상', color: 'teal' },
  suspended: { label: '휴업', color: 'yellow' },
  closed: { label: '폐업', color: 'red' },
};

/** A code's Korean name from `labels`; '-' when there is none, an unknown code as itself. */
function labelOf(labels: Record<string, string>, code: string | null | undefined): string {
  if (!code) return '-';
  return labels[code] ?? code;
}

export const industryLabel = (code: string | null | undefined) => labelOf(INDUSTRIES, code);
export const regionLabel = (code: string | null | undefined) => labelOf(REGIONS, code);
export const sizeClassLabel = (code: string | null | undefined) => labelOf(SIZE_CLASSES, code);
export const stockKindLabel = (code: string | null | undefined) => labelOf(STOCK_KINDS, code);

/** An unknown status shows as itself, in grey. */
export function operatingStatusInfo(code: string): StatusInfo {
  return OPERATING_STATUSES[code as OperatingStatusCode] ?? { label: code, color: 'gray' };
}

/** The yes/no facts a card shows as badges, in the spec's order. */
export function startupFlags(startup: StartupCardDto): { label: string; color: string }[] {
  return [
    startup.is_venture && { label: '벤처', color: 'blue' },
    startup.is_tips && { label: 'TIPS', color: 'grape' },
    startup.has_follow_on && { label: '후속투자', color: 'teal' },
    startup.incubated && { label: '보육', color: 'orange' },
  ].filter((flag) => flag !== false);
}

/** A stake in hundredths of a percent with two decimals: 6000 → '60.00%'; '-' when unknown. */
export function formatBasisPoints(basisPoints: number | null | undefined): string {
  const text = formatMultiple(
    basisPoints === null || basisPoints === undefined ? null : basisPoints / 100,
  );
  return text === '-' ? text : `${text}%`;
}

/** The month a staff count was taken: '2024-06' → '2024년 06월 기준'; null when unknown. */
export function staffBasisLabel(basis: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(basis ?? '');
  return match ? `${match[1]}년 ${match[2]}월 기준` : null;
}

/** A homepage as a link target: the data often omits the scheme ('www.example.com'). */
export function homepageHref(homepage: string): string {
  return /^https?:\/\//i.test(homepage) ? homepage : `https://${homepage}`;
}

/**
 * Where the profile's '목록' button goes: the list the user came from (a card passes its
 * address, the search's filters or the interest list's page included, as navigation state), or
 * the plain search.
 */
export function searchBackPath(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  const isList = (path: string) =>
    [STARTUP_SEARCH_PATH, INTEREST_COMPANY_PATH, FACT_CHECK_PATH].some(
      (list) => path === list || path.startsWith(`${list}?`),
    );
  return typeof from === 'string' && isList(from) ? from : STARTUP_SEARCH_PATH;
}
