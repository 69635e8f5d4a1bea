//! The rules for pictures put into a portfolio page's blocks (spec section 5, Images): the types
//! the editor takes (jpg, jpeg, png, gif, bmp, tif, tiff), the 20 MB cap and its message, the
//! 250,000-byte threshold above which a picture the browser can redraw is shrunk to fit
//! 1024x1024, and which pasted sources stay as they are (the product's own pictures), are
//! fetched by the server (another host) or uploaded from the browser (a pasted screenshot).
//! Nothing here touches the editor or the network: the editor module applies these rules.
import { COMPRESS_THRESHOLD_BYTES } from '@/shared/upload/shrinkImage';

export { fitWithin } from '@/shared/upload/shrinkImage';

/** The file picker's filter. */
export const EDITOR_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.tif,.tiff';

/** Over this many bytes a picture is refused (spec: 20 MB, 20,971,520 bytes). */
export const MAX_EDITOR_IMAGE_BYTES = 20_971_520;

export const IMAGE_TOO_LARGE_MESSAGE = '파일 용량이 초과됐습니다. (최대20MB)';
export const IMAGE_TYPE_MESSAGE = 'jpg, jpeg, png, gif, bmp, tif, tiff 이미지만 올릴 수 있습니다.';
/** A pasted picture whose source can be neither fetched nor read (a local file path, ...). */
export const IMAGE_UNREADABLE_MESSAGE = '붙여 넣은 이미지를 가져올 수 없어 뺐습니다.';

/** Where the product keeps the pictures it serves (the spec's image CDN). */
export const OWN_IMAGE_PATH = '/api/v1/portfolio-images/';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'tiff';

const BY_MIME: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/x-bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/tif': 'tiff',
};

const BY_EXTENSION: Record<string, ImageKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
};

/** The MIME type a kind is sent as. */
export const MIME_OF: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
};

/** What a file has that the rules look at (a File, or a test's plain object). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * Which accepted kind the file is, by its MIME type, else (no type, or a generic one) by its
 * extension; null when it is none of them. The server checks the content itself.
 */
export function imageKind({ name, type }: Pick<FileFacts, 'name' | 'type'>): ImageKind | null {
  const mime = type.toLowerCase().split(';')[0]?.trim() ?? '';
  const byMime = BY_MIME[mime];
  if (byMime) return byMime;
  if (mime && mime !== 'application/octet-stream') return null;
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** Why the picture is not put into the page (the notification's text), or null when it may go. */
export function imageRefusal(file: FileFacts): string | null {
  if (imageKind(file) === null) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_EDITOR_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Whether the browser shrinks the picture before sending it: over the threshold and a kind it
 * can redraw as it is (jpeg, png). A gif may move and bmp or tiff may not decode: the server
 * converts and shrinks those.
 */
export function shouldCompress(file: FileFacts): boolean {
  const kind = imageKind(file);
  return file.size > COMPRESS_THRESHOLD_BYTES && (kind === 'jpeg' || kind === 'png');
}

/**
 * What becomes of a pasted picture's `src`: `own` stays (the product's own pictures), `remote`
 * is fetched by the server (another host, http or https), `inline` is read and uploaded by the
 * browser (a data: or blob: URL, e.g. a screenshot), `unreadable` is taken out (anything else).
 */
export type PastedSource = 'own' | 'remote' | 'inline' | 'unreadable';

export function pastedSource(src: string | null | undefined, origin: string): PastedSource {
  const value = (src ?? '').trim();
  if (!value) return 'unreadable';
  if (/^(data|blob):/i.test(value)) return 'inline';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return 'unreadable';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unreadable';
  if (url.origin === new URL(origin).origin && url.pathname.startsWith(OWN_IMAGE_PATH)) {
    return 'own';
  }
  return 'remote';
}

/** A data: URL's bytes and type (base64 or percent-encoded), or null when it is malformed. */
export function decodeDataUrl(dataUrl: string): { type: string; bytes: Uint8Array } | null {
  const match = /^data:([^,]*?),(.*)$/is.exec(dataUrl.trim());
  if (!match) return null;
  const meta = match[1] ?? '';
  const payload = match[2] ?? '';
  const base64 = /;base64$/i.test(meta);
  const type = (base64 ? meta.slice(0, -';base64'.length) : meta).split(';')[0]?.trim() ?? '';
  try {
    if (base64) {
      const binary = atob(payload.replace(/\s+/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1)
        bytes[index] = binary.charCodeAt(index);
      return { type: type.toLowerCase() || 'text/plain', bytes };
    }
    return {
      type: type.toLowerCase() || 'text/plain',
      bytes: new TextEncoder().encode(decodeURIComponent(payload)),
    };
  } catch {
    return null;
  }
}

/** The name an unnamed pasted picture is sent under: 'pasted-image.png' and the like. */
export function pastedFileName(type: string): string {
  const kind = BY_MIME[type.toLowerCase()];
  return `pasted-image.${kind === 'jpeg' ? 'jpg' : kind === 'tiff' ? 'tif' : (kind ?? 'png')}`;
}

/** The picture sizes the toolbar sets (spec: original, 50%, 75%): the img's style width. */
export const IMAGE_SIZES = [
  { label: '이미지 원본 크기', short: '원본', width: null },
  { label: '이미지 50% 크기', short: '50%', width: '50%' },
  { label: '이미지 75% 크기', short: '75%', width: '75%' },
] as const;

export type ImageWidth = (typeof IMAGE_SIZES)[number]['width'];

/** The width a stored picture was given ('50%'), read from its style; null when none (original). */
export function widthOfStyle(style: string | null | undefined): string | null {
  const match = /(?:^|;)\s*width\s*:\s*(\d{1,3}(?:\.\d+)?%)/i.exec(style ?? '');
  return match?.[1] ?? null;
}
