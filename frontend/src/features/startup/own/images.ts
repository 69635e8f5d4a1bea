//! The logo and representative photo pickers' rules: the picture types the server takes, the
//! size cap (5 MB unless the file rules say otherwise) and each slot's Korean wording.
import { formatFileSize } from '@/shared/format';
import type { ImageSlot } from './fileApi';

/** The server's cap when the file rules have not been read yet. */
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');
export const IMAGE_TYPE_MESSAGE = 'PNG, JPG, GIF, WEBP 형식의 이미지만 올릴 수 있습니다.';

export const SLOTS: Record<ImageSlot, { label: string; object: string; empty: string }> = {
  logo: { label: '로고', object: '로고를', empty: '등록된 로고가 없습니다.' },
  photo: { label: '대표 사진', object: '대표 사진을', empty: '등록된 대표 사진이 없습니다.' },
};

/**
 * Whether the file looks like one of the four picture types, by its type or (when the browser
 * gives none) its extension. The server checks the content itself.
 */
export function isAcceptedImage(file: File): boolean {
  if (file.type) return IMAGE_TYPES.includes(file.type);
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return file.name.includes('.') && IMAGE_EXTENSIONS.includes(extension);
}

/** '로고 (PNG, JPG, GIF, WEBP · 5MB 이하)'. */
export function imageHint(label: string, maxBytes: number): string {
  // Written without the space the size formatter puts before the unit, as the spec shows it.
  return `${label} (PNG, JPG, GIF, WEBP · ${formatFileSize(maxBytes).replace(' ', '')} 이하)`;
}

/** Why a picked picture is refused before sending, or null when it may go. */
export function imageRefusal(file: File, maxBytes: number): string | null {
  if (!isAcceptedImage(file)) return IMAGE_TYPE_MESSAGE;
  if (file.size > maxBytes) return `이미지는 ${formatFileSize(maxBytes)}까지 올릴 수 있습니다.`;
  return null;
}
