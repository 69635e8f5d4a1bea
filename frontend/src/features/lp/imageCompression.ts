//! Group images are shrunk in the browser before upload (spec section 5): a file over 250,000
//! bytes is redrawn at most 1024x1024 on a canvas. GIF (animation) and TIFF (canvas cannot
//! decode it everywhere) are sent as they are.

export const COMPRESS_THRESHOLD_BYTES = 250_000;
export const MAX_IMAGE_SIDE = 1024;
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
 * are redrawn, scaled down (never up) to fit within MAX_IMAGE_SIDE on both sides.
 */
export function resizeTarget(
  bytes: number,
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (bytes <= COMPRESS_THRESHOLD_BYTES || width <= 0 || height <= 0) return null;
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function decode(file: File): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

/**
 * The file to upload: the original, or a smaller redrawn copy. PNG stays PNG (transparency);
 * JPEG and BMP become JPEG. Any failure to decode or encode sends the original, so the server
 * has the last word on a file the browser could not read.
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= COMPRESS_THRESHOLD_BYTES || !canRedraw(file)) return file;
  try {
    const source = await decode(file);
    const target = resizeTarget(file.size, source.width, source.height);
    if (!target) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(source, 0, 0, target.width, target.height);
    const png = extensionOf(file.name) === 'png' || file.type === 'image/png';
    const type = png ? 'image/png' : 'image/jpeg';
    const blob = await toBlob(canvas, type);
    // Re-encoding a small but detailed image can make it larger: keep whichever is smaller.
    if (!blob || blob.size >= file.size) return file;
    const name = png ? file.name : file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return new File([blob], name, { type });
  } catch {
    return file;
  }
}
