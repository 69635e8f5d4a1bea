//! The messages screens' labels, limits and small rules. The limits are the server's; it has the
//! final say and answers with its own field messages.
import type { MessageDto } from '@/api/gen/messages';
import { formatNumber } from '@/shared/format';
import type { ListTab } from '@/shared/hooks/useListParams';
import type { FromList } from '@/shared/navigation/fromList';

export const FOLDERS = [
  { value: 'inbox', label: '받은 메시지', empty: '받은 메시지가 없습니다.' },
  { value: 'sent', label: '보낸 메시지', empty: '보낸 메시지가 없습니다.' },
] as const;
export type Folder = (typeof FOLDERS)[number]['value'];

/** An unknown or missing `?folder=` is the inbox, the server's default too. */
export const folderOf = (value: string | null): Folder => (value === 'sent' ? 'sent' : 'inbox');

/** The folder in the address: `?folder=sent`, none for the inbox. */
export const FOLDER_TAB: ListTab<Folder> = { param: 'folder', of: folderOf, fallback: 'inbox' };

export const LIMITS = { title: 100, body: 5000 } as const;

/** The server's own messages, so the browser and the server say the same thing. */
export const TEXT = {
  recipient: '받는 기업을 선택해 주세요.',
  title: '제목을 입력해 주세요.',
  titleTooLong: '제목을 100자 이내로 입력해 주세요.',
  body: '내용을 입력해 주세요.',
  bodyTooLong: '내용을 5,000자 이내로 입력해 주세요.',
} as const;

/** Characters as the server counts them (code points, not UTF-16 units). */
const length = (text: string) => [...text].length;

/** '12 / 5,000자' under the body. */
export const charCounter = (text: string, max: number) =>
  `${formatNumber(length(text))} / ${formatNumber(max)}자`;

/** A trimmed text that is empty or longer than `max` gets `empty` or `tooLong`. */
export const required = (empty: string, max: number, tooLong: string) => (value: string) => {
  const text = value.trim();
  if (!text) return empty;
  return length(text) > max ? tooLong : null;
};

/** A reply's title: 'RE: ' and the original, once (a reply to a reply does not grow 'RE: RE: '). */
export function replyTitle(original: string): string {
  const title = /^RE:\s/i.test(original) ? original : `RE: ${original}`;
  return [...title].slice(0, LIMITS.title).join('');
}

/** A message the caller's company received (not one it sent). */
export const isReceived = (message: MessageDto, companyId: number) =>
  message.recipient_company_id === companyId;

/** Received and not read yet: shown bold with a mark in the inbox. */
export const isUnread = (message: MessageDto, companyId: number) =>
  isReceived(message, companyId) && !message.read_at;

export interface CompanyChoice {
  value: string;
  label: string;
}

/**
 * The companies the caller's company has written with (the other side of each message), each
 * once, in the order met: a startup's choice of recipients.
 */
export function correspondents(messages: MessageDto[], companyId: number): CompanyChoice[] {
  const seen = new Map<number, string>();
  for (const message of messages) {
    const received = isReceived(message, companyId);
    const id = received ? message.sender_company_id : message.recipient_company_id;
    const name = received ? message.sender_company_name : message.recipient_company_name;
    if (id !== companyId && !seen.has(id)) seen.set(id, name);
  }
  return [...seen].map(([id, name]) => ({ value: String(id), label: name }));
}

/**
 * The list's query string a detail was opened with, or null when opened otherwise: unlike the
 * shared listSearchOf, '' (the inbox's first page) counts, so only a detail opened from
 * elsewhere falls back to the message's own folder.
 */
export function listSearchOf(state: unknown): string | null {
  const list = (state as Partial<FromList> | null)?.list;
  return typeof list === 'string' && (list === '' || list.startsWith('?')) ? list : null;
}
