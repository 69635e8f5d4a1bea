//! The pictures a PDF draws, fetched before it is drawn: react-pdf draws jpeg and png only, so a
//! gif (or another type the server kept) is redrawn as png on a canvas, and a picture that cannot
//! be fetched or decoded is left out rather than failing the whole PDF. Each comes with its size
//! in pixels, so the PDF draws it no larger than it is. This origin's pictures are asked for with
//! the user's token (a startup's logo may need it); other hosts' without.
import { readToken } from '@/shared/session';

/** A picture ready for react-pdf: a jpeg or png data: URI and its size in pixels (0 when unknown). */
export interface PdfImage {
  data: string;
  width: number;
  height: number;
}

export type PdfImages = ReadonlyMap<string, PdfImage>;

async function sizeOf(
  blob: Blob,
): Promise<{ width: number; height: number; bitmap?: ImageBitmap }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 };
  const bitmap = await createImageBitmap(blob);
  return { width: bitmap.width, height: bitmap.height, bitmap };
}

async function asPng(bitmap: ImageBitmap): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The bytes as a data: URI (react-pdf reads those the same way wherever it runs). */
async function dataUri(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

async function loadImage(src: string): Promise<PdfImage | null> {
  try {
    const headers: Record<string, string> = {};
    const token = readToken();
    if (token && new URL(src).origin === window.location.origin) {
      headers.Authorization = `Bearer ${token}`;
    }
    const response = await fetch(src, { headers });
    if (!response.ok) return null;
    const blob = await response.blob();
    const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
    const drawable = type === 'image/jpeg' || type === 'image/jpg' || type === 'image/png';
    const size = await sizeOf(blob).catch(() => null);
    try {
      if (drawable) {
        const data = await dataUri(blob, type === 'image/png' ? 'image/png' : 'image/jpeg');
        return { data, width: size?.width ?? 0, height: size?.height ?? 0 };
      }
      // Not drawable as it is: a first frame redrawn as png, when the browser can decode it.
      if (!size?.bitmap) return null;
      const png = await asPng(size.bitmap);
      if (!png) return null;
      return { data: await dataUri(png, 'image/png'), width: size.width, height: size.height };
    } finally {
      size?.bitmap?.close();
    }
  } catch {
    return null;
  }
}

/** Every picture of `sources` that can be drawn, by its address. */
export async function loadImages(sources: Iterable<string>): Promise<PdfImages> {
  const unique = [...new Set(sources)];
  const loaded = await Promise.all(unique.map(async (src) => [src, await loadImage(src)] as const));
  const images = new Map<string, PdfImage>();
  for (const [src, image] of loaded) if (image) images.set(src, image);
  return images;
}
