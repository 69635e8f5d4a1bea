//! Investment-evidence rules the tab shows (spec sections 2, 5, 9): the two file kinds per member,
//! which files a pick may hold, and the bulk naming pattern.
import { formatFileSize } from '@/shared/format';

/** IRF0015 is the certificate (출자증명서), IRF0007 the confirmation (출자확인서). */
export const EVIDENCE_KINDS = [
  { kind: 'IRF0015', label: '출자증명서', field: 'certificate' },
  { kind: 'IRF0007', label: '출자확인서', field: 'confirmation' },
] as const;
export type EvidenceKindInfo = (typeof EVIDENCE_KINDS)[number];
export type EvidenceKind = EvidenceKindInfo['kind'];

export const UPLOADED = '업로드 되었습니다.';
export const UPLOAD_FAILED = '업로드 실패했습니다.';
export const DELETED = '삭제 완료되었습니다.';
export const DELETE_FAILED = '삭제 실패했습니다.';

/** The picker's `accept` lists: a member's file is one PDF; the bulk area also takes zips. */
export const PDF_ACCEPT = 'application/pdf,.pdf';
export const BULK_ACCEPT = 'application/pdf,application/zip,application/x-zip-compressed,.pdf,.zip';

// By type or by extension: some systems give a dropped file no type, or Windows' zip type.
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isZip = (file: File) =>
  file.type === 'application/zip' ||
  file.type === 'application/x-zip-compressed' ||
  /\.zip$/i.test(file.name);

/** The name a member's bulk file must have: the union's registered name as is, spaces included. */
export const bulkFileName = (unionName: string, memberName = '조합원명') =>
  `${unionName}_${memberName}.pdf`;

/**
 * Why a bulk drop is refused before anything is sent, or null. Only the type is checked here: a
 * zip may be larger than the per-PDF limit, and the server reports each oversized PDF itself.
 */
export function bulkRefusalOf(files: File[]): string | null {
  const others = files.filter((file) => !isPdf(file) && !isZip(file)).map((file) => file.name);
  return others.length > 0 ? `${others.join(', ')}: PDF 또는 ZIP 파일만 올릴 수 있습니다.` : null;
}

/** Why a member's file is refused before anything is sent, or null. */
export function evidenceRefusalOf(file: File, maxBytes: number | undefined): string | null {
  if (!isPdf(file)) return `${file.name}: PDF 파일만 올릴 수 있습니다.`;
  if (maxBytes !== undefined && file.size > maxBytes) {
    return `${file.name}: 파일은 ${formatFileSize(maxBytes)}까지 올릴 수 있습니다.`;
  }
  return null;
}
