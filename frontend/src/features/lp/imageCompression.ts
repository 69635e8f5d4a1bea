//! Group images are shrunk in the browser before upload (spec section 5): a file over 250,000
//! bytes is redrawn at most 1024x1024 on a canvas. GIF (animation) and TIFF (canvas cannot
//! decode it everywhere) are sent as they are.
import { COMPRESS_THRESHOLD_BYTES, fitWithin, shrinkImage } from '@/shared/upload/shrinkImage';

export { COMPRESS_THRESHOLD_BYTES };

/** The server refuses larger images (415/413); checked before sending to say so at once. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff'] as const;
export const IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/tiff',
].join(',');

/** The part after the last dot, lower-cased; '' for a name without one ('jpg' is no JPEG). */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether the file has one of the accepted image extensions (a dropped file skips `accept`). */
export function isAcceptedImage(file: File): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** Whether a canvas can redraw the file without losing what makes it that format. */
export function canRedraw(file: File): boolean {
  const extension = extensionOf(file.name);
  return !['gif', 'tif', 'tiff'].includes(extension) && !/image\/(gif|tiff)/.test(file.type);
}

/**
 * The size to redraw an image at, or null to send it untouched: only files over the threshold
 * are redrawn, scaled down (never up) to fit within 1024x1024 (the shared `fitWithin`).
 */
export function resizeTarget(
  bytes: number,
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (bytes <= COMPRESS_THRESHOLD_BYTES || width <= 0 || height <= 0) return null;
  return fitWithin(width, height);
}

/**
 * The file to upload: the original, or a smaller redrawn copy. PNG stays PNG (transparency);
 * JPEG and BMP become JPEG. Any failure to decode or encode sends the original, so the server
 * has the last word on a file the browser could not read.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= COMPRESS_THRESHOLD_BYTES || !canRedraw(file)) return file;
  const png = extensionOf(file.name) === 'png' || file.type === 'image/png';
  return shrinkImage(
    file,
    png
      ? { type: 'image/png' }
      : { type: 'image/jpeg', name: file.name.replace(/\.[^.]+$/, '') + '.jpg' },
  );
}
