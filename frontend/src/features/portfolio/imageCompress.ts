//! Shrinks a large jpeg or png in the browser before it is sent (spec section 5: over 250,000
//! bytes, to fit 1024x1024): drawn on a canvas at the size `fitWithin` gives and encoded again in
//! its own type (jpeg at 0.85). Where the browser cannot (no canvas, an undecodable file) or the
//! result is no smaller, the file goes as it is: the server shrinks it too.
import { fitWithin, imageKind, JPEG_QUALITY, MIME_OF, shouldCompress } from './images';

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => undefined,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(resolve, type, type === 'image/jpeg' ? JPEG_QUALITY : undefined);
  });
}

/** `file` shrunk to fit 1024x1024 when the rules ask for it; else `file` itself. */
export async function compressImage(file: File): Promise<File> {
  if (!shouldCompress(file)) return file;
  const kind = imageKind(file);
  if (kind !== 'jpeg' && kind !== 'png') return file;
  try {
    const decoded = await decode(file);
    try {
      const size = fitWithin(decoded.width, decoded.height);
      if (size.width === 0) return file;
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.imageSmoothingQuality = 'high';
      context.drawImage(decoded.source, 0, 0, size.width, size.height);
      const type = MIME_OF[kind];
      const blob = await encode(canvas, type);
      if (!blob || blob.size >= file.size) return file;
      return new File([blob], file.name, { type, lastModified: file.lastModified });
    } finally {
      decoded.close();
    }
  } catch {
    return file;
  }
}
