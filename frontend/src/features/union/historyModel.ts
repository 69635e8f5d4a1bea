//! How a change in a union's history reads: each changed value as '항목: 전 → 후'.
import type { AuditEntryDto } from '@/api/gen/unions';
import { applicantStatusInfo } from '@/entities/applicant';
import { unionStatusInfo } from '@/entities/union';
import { formatNumber } from '@/shared/format';
import { MAIL_KINDS } from './communication/model';

/** Korean names of the values the trail records. */
const FIELD_LABELS: Record<string, string> = {
  name: '이름',
  status: '상태',
  unit_price: '1좌당 금액',
  unit_count: '좌수',
  amount: '금액',
  unique_number: '고유번호',
  file_name: '파일명',
  kind: '종류',
  recipients: '수신자',
  groups: '그룹',
  count: '건수',
  note: '비고',
  email: '이메일',
  bank_name: '은행',
  account_number: '계좌번호',
  depositor: '예금주',
  group_status: '가입 상태',
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function show(entity: string, key: string, value: Json | undefined): string {
  if (value === undefined || value === null || value === '') return '-';
  if (key === 'kind' && entity === 'mailing' && typeof value === 'string') {
    return MAIL_KINDS.find((k) => k.kind === value)?.label ?? value;
  }
  if (key === 'status' && typeof value === 'string') {
    return entity === 'union' ? unionStatusInfo(value).label : applicantStatusInfo(value).label;
  }
  if (typeof value === 'number') {
    if (key === 'unit_price' || key === 'amount') return `${formatNumber(value)}원`;
    if (key === 'unit_count') return `${formatNumber(value)}좌`;
    if (key === 'recipients' || key === 'count') return `${formatNumber(value)}명`;
    return formatNumber(value);
  }
  if (Array.isArray(value)) return `${formatNumber(value.length)}건`;
  if (typeof value === 'object') return '…';
  return String(value);
}

/** The change's values worth reading, one line each: the changed ones, or what was recorded. */
export function describeChange(entry: AuditEntryDto): string[] {
  const before = (entry.before ?? {}) as Record<string, Json>;
  const after = (entry.after ?? {}) as Record<string, Json>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key in FIELD_LABELS,
  );
  return (
    keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      // A count of nothing says nothing (a mail sent to no group).
      .filter((key) => !(key === 'groups' && !before[key] && !after[key]))
      .map((key) => {
        const label = FIELD_LABELS[key];
        const from = show(entry.entity, key, before[key]);
        const to = show(entry.entity, key, after[key]);
        if (!(key in before)) return `${label}: ${to}`;
        if (!(key in after)) return `${label}: ${from}`;
        return `${label}: ${from} → ${to}`;
      })
  );
}
