// Data-tab answers shared by the file tests: the server's eight categories in display order.
import type { FileCategoryDto, UnionFileDto, UnionFileListResponse } from '../fileApi';

export const FILE_CATEGORIES: FileCategoryDto[] = [
  { code: 'officialDocument', label: '공문', accepts: [] },
  { code: 'unionRegulations', label: '조합규약', accepts: [] },
  { code: 'uniqueNumberCertificate', label: '고유번호증', accepts: [] },
  { code: 'bankAccountCopy', label: '통장사본', accepts: [] },
  { code: 'memberWrittenDocuments', label: '조합원작성서류', accepts: [] },
  { code: 'investmentProposal', label: '출자제안서', accepts: [] },
  { code: 'unionSealRegistrationCertificate', label: '조합인감', accepts: ['image/png'] },
  { code: 'others', label: '기타', accepts: [] },
];

export const unionFile = (
  id: number,
  category: UnionFileDto['category'],
  fileName: string,
  extra: Partial<UnionFileDto> = {},
): UnionFileDto => ({
  id,
  union_id: 5,
  category,
  file_name: fileName,
  size_bytes: 1536,
  content_type: 'application/pdf',
  uploaded_at: '2026-11-21T01:00:00Z',
  ...extra,
});

export const fileList = (
  items: UnionFileDto[],
  maxFileBytes = 50 * 1024 * 1024,
): UnionFileListResponse => ({
  categories: FILE_CATEGORIES,
  items,
  max_file_bytes: maxFileBytes,
  max_files_per_upload: 20,
});
