// Invest-tab answers shared by its tests.
import type { CertificateDto, ContributorDto, ContributorPage, EvidenceFileDto } from '../api';

export const evidenceFile = (kind: EvidenceFileDto['kind'], fileName: string): EvidenceFileDto => ({
  kind,
  file_name: fileName,
  size_bytes: 1536,
  uploaded_at: '2026-12-02T01:00:00Z',
});

export const contributor = (
  applicantId: number,
  name: string,
  extra: Partial<ContributorDto> = {},
): ContributorDto => ({
  applicant_id: applicantId,
  name,
  unit_count: 10,
  amount: 10_000_000,
  certificate: null,
  confirmation: null,
  ...extra,
});

export const contributorPage = (
  items: ContributorDto[],
  extra: Partial<ContributorPage> = {},
): ContributorPage => ({
  union_name: '한빛 1호 조합',
  items,
  page: 1,
  page_size: 10,
  total_count: items.length,
  max_file_bytes: 50 * 1024 * 1024,
  ...extra,
});

export const certificate = (extra: Partial<CertificateDto> = {}): CertificateDto => ({
  number: '제 5-11 호',
  union_name: '한빛 1호 조합',
  issuer: '김데모',
  investor: '홍길동',
  lp_type: 'individual',
  registration_number: '800101-1******',
  address: '서울특별시 중구 세종대로 110',
  total_amount: 300_000_000,
  total_units: 300,
  own_amount: 12_000_000,
  own_units: 12,
  unit_price: 1_000_000,
  issued_on: '2026-12-02',
  ...extra,
});
