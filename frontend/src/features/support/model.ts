//! The support screens' labels, limits and small rules. The limits are the server's; it has the
//! final say and answers with its own field messages.
import type { FaqCategoryCode, InquiryCategoryCode, InquiryStatusCode } from '@/api/gen/support';
import { formatFileSize, formatNumber } from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';

export const FAQ_CATEGORIES: { value: FaqCategoryCode; label: string }[] = [
  { value: 'service', label: '서비스 이용' },
  { value: 'union', label: '조합 운영' },
  { value: 'invest', label: '투자·보고서' },
  { value: 'account', label: '계정·회원' },
  { value: 'payment', label: '결제·포인트' },
];

export const INQUIRY_CATEGORIES: { value: InquiryCategoryCode; label: string }[] = [
  { value: 'service', label: '서비스 이용' },
  { value: 'union', label: '조합 운영' },
  { value: 'data', label: '기업 데이터' },
  { value: 'payment', label: '결제·포인트' },
  { value: 'account', label: '계정·회원' },
  { value: 'other', label: '기타' },
];

/** An unknown code (a newer server) shows as itself. */
const labelOf = (list: { value: string; label: string }[], code: string) =>
  list.find((item) => item.value === code)?.label ?? code;

export const faqCategoryLabel = (code: string) => labelOf(FAQ_CATEGORIES, code);
export const inquiryCategoryLabel = (code: string) => labelOf(INQUIRY_CATEGORIES, code);

export const INQUIRY_STATUSES: Record<InquiryStatusCode, StatusInfo> = {
  waiting: { label: '답변 대기', color: 'orange' },
  answered: { label: '답변 완료', color: 'teal' },
};

export const inquiryStatusInfo = (code: string): StatusInfo =>
  INQUIRY_STATUSES[code as InquiryStatusCode] ?? { label: code, color: 'gray' };

export const LIMITS = {
  title: 100,
  inquiryBody: 5000,
  noticeBody: 20000,
  question: 200,
  answer: 5000,
  sortOrder: 1000,
} as const;

/** Files one inquiry may carry, and the size of each. */
export const MAX_INQUIRY_FILES = 5;
export const MAX_INQUIRY_FILE_BYTES = 10 * 1024 * 1024;

/** What the server takes (it checks the bytes; this only narrows the file dialog). */
export const INQUIRY_FILE_ACCEPT = [
  '.pdf',
  '.png,.jpg,.jpeg,.gif,.webp,.bmp,.tif,.tiff',
  '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
  '.hwp,.hwpx,.zip',
].join(',');

export const FILE_HINT = `PDF, 이미지, 오피스·한글 문서 · 파일당 ${formatFileSize(
  MAX_INQUIRY_FILE_BYTES,
)} · 최대 ${MAX_INQUIRY_FILES}개`;

export const WAITING_TEXT = '답변을 기다리고 있습니다. 영업일 기준 1~2일 안에 답변드립니다.';

/**
 * Why adding `picked` to an inquiry that has `existing` files is refused, or null. Checked
 * before anything is sent, so a too-large file costs no upload.
 */
export function fileRefusal(picked: File[], existing: number): string | null {
  const room = MAX_INQUIRY_FILES - existing;
  if (picked.length > room) {
    return room <= 0
      ? `첨부파일은 ${MAX_INQUIRY_FILES}개까지 올릴 수 있습니다.`
      : `첨부파일은 ${MAX_INQUIRY_FILES}개까지 올릴 수 있습니다. ${room}개만 더 추가할 수 있습니다.`;
  }
  const large = picked.filter((file) => file.size > MAX_INQUIRY_FILE_BYTES);
  if (large.length > 0) {
    const names = large.map((file) => file.name).join(', ');
    return `${names}: 파일은 ${formatFileSize(MAX_INQUIRY_FILE_BYTES)}까지 올릴 수 있습니다.`;
  }
  if (picked.some((file) => file.size === 0)) return '빈 파일은 올릴 수 없습니다.';
  return null;
}

/** '12 / 5,000자' under a long text (characters as the server counts them). */
export const charCounter = (text: string, max: number) =>
  `${formatNumber([...text].length)} / ${formatNumber(max)}자`;

/** A trimmed text that is empty or longer than `max` gets `message`. */
export const required = (message: string, max: number, tooLong: string) => (value: string) => {
  const text = value.trim();
  if (!text) return message;
  return [...text].length > max ? tooLong : null;
};
