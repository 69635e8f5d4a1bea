import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@/api/gen/unions';
import { describeChange } from './historyModel';

const entry = (extra: Partial<AuditEntryDto>): AuditEntryDto => ({
  id: 1,
  occurred_at: '2026-11-24T05:00:00Z',
  actor_name: '김대표',
  entity: 'union',
  entity_label: '조합',
  entity_id: 5,
  action: 'updated',
  action_label: '수정',
  before: null,
  after: null,
  ...extra,
});

describe('describeChange', () => {
  it('shows changed values only, before and after, in display units', () => {
    const lines = describeChange(
      entry({
        before: { name: '한빛 1호', unit_price: 1_000_000, status: 'R' },
        after: { name: '한빛 2호', unit_price: 1_000_000, status: 'C' },
      }),
    );
    expect(lines).toEqual(['이름: 한빛 1호 → 한빛 2호', '상태: 모집중 → 모집마감']);
  });

  it('names mail kinds and applicant statuses, and leaves out a send to no group', () => {
    const mail = entry({ entity: 'mailing', after: { kind: 'P', recipients: 12, groups: 0 } });
    expect(describeChange(mail)).toEqual([
      '종류: 결성계획 승인 및 출자금 납입 요청',
      '수신자: 12명',
    ]);
    const applicant = entry({
      entity: 'applicant',
      before: { status: 'S' },
      after: { status: 'P' },
    });
    expect(describeChange(applicant)).toEqual(['상태: 서류제출 → 납입완료']);
  });
});
