// Typical answers of the LP's endpoints, shared by the portal page tests.
import type {
  DocumentDto,
  DocumentKindDto,
  InvitationDto,
  MyApplicationDto,
  PortalUnionDto,
} from '../api';

export const invitation = (extra: Partial<InvitationDto> = {}): InvitationDto => ({
  firm_name: '데모투자파트너스',
  email: 'lp@example.com',
  union_id: 5,
  union_name: '데모 1호 조합',
  union_status: 'R',
  unit_price: 1_000_000,
  target_amount: 300_000_000,
  recruitment_start_date: '2026-11-01',
  recruitment_end_date: '2026-12-31',
  expires_at: '2026-12-05T00:00:00Z',
  ...extra,
});

export const portalUnion = (id: number, extra: Partial<PortalUnionDto> = {}): PortalUnionDto => ({
  union_id: id,
  firm_name: '데모투자파트너스',
  union_name: `데모 ${id}호 조합`,
  status: 'R',
  unit_price: 1_000_000,
  target_amount: 300_000_000,
  recruitment_start_date: '2026-11-01',
  recruitment_end_date: '2026-12-31',
  recruiting: true,
  applicant_id: null,
  ...extra,
});

export const document = (id: number, kind: DocumentDto['kind'], fileName: string): DocumentDto => ({
  id,
  kind,
  kind_label: kind,
  file_name: fileName,
  size_bytes: 2048,
  uploaded_at: '2026-11-21T01:00:00Z',
});

// The server's kinds (crates/union/src/documents.rs): the closing notice asks for the first six.
const KINDS: [DocumentKindDto['code'], string, boolean][] = [
  ['FLF0001', '신분증 사본', true],
  ['FLF0002', '주민등록등본', true],
  ['FLF0003', '통장 사본', true],
  ['FLF0004', '개인정보 수집·이용 동의서', true],
  ['FLF0005', '서면결의서', true],
  ['FLF0006', '조합원 동의서', true],
  ['FLF0007', '출자확약서', false],
  ['FLF0008', '기타', false],
];

export const myApplication = (
  id: number,
  extra: Partial<MyApplicationDto> = {},
): MyApplicationDto => ({
  applicant: {
    id,
    union_id: 5,
    name: '이엘피',
    lp_type: 'individual',
    amount: 3_000_000,
    unit_count: 3,
    phone: '01012345678',
    email: 'lp@example.com',
    document_count: 2,
    status: 'S',
    applied_at: '2026-11-21T01:00:00Z',
  },
  union: portalUnion(5, { applicant_id: id }),
  documents: [],
  document_kinds: KINDS.map(([code, label, requested]) => ({ code, label, requested })),
  documents_open: true,
  max_file_bytes: 10 * 1024 * 1024,
  ...extra,
});
