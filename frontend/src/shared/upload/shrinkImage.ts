//! Shrinking a picture in the browser before it is uploaded (spec section 5: a file over 250,000
//! bytes is redrawn to fit 1024x1024): drawn on a canvas at the size `fitWithin` gives and encoded
//! again (jpeg at 0.85). Where the browser cannot (no canvas, an undecodable file) or the result
//! is no smaller, the file goes as it is: the server has the last word. Which files are redrawn,
//! and in which type, is each upload's own rule.

/** Over this many bytes a picture the browser can redraw is shrunk before it is sent. */
export const COMPRESS_THRESHOLD_BYTES = 250_000;
/** The box a shrunk picture fits in, in pixels each way. */
export const MAX_IMAGE_SIDE = 1024;
/** The quality of a shrunk jpeg. */
export const JPEG_QUALITY = 0.85;

/**
 * The size a `width` x `height` picture is drawn at to fit a `max` x `max` box, keeping its
 * shape; a picture that fits already is left as it is (never enlarged). Whole pixels, at least 1.
 */
export function fitWithin(
  width: number,
  height: number,
  max: number = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  if (width <= max && height <= max) return { width, height };
  const scale = Math.min(max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

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

/**
 * `file` redrawn to fit MAX_IMAGE_SIDE x MAX_IMAGE_SIDE and encoded as `type` ('image/jpeg' or
 * 'image/png'), sent under `name` (its own by default); `file` itself when that fails or is no
 * smaller. `smoothing`: the canvas's resampling quality (the browser's default when absent).
 */
export async function shrinkImage(
  file: File,
  {
    type,
    name = file.name,
    smoothing,
  }: { type: string; name?: string; smoothing?: ImageSmoothingQuality },
): Promise<File> {
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
      if (smoothing) context.imageSmoothingQuality = smoothing;
      context.drawImage(decoded.source, 0, 0, size.width, size.height);
      const blob = await encode(canvas, type);
      // Re-encoding a small but detailed image can make it larger: keep whichever is smaller.
      if (!blob || blob.size >= file.size) return file;
      return new File([blob], name, { type, lastModified: file.lastModified });
    } finally {
      decoded.close();
    }
  } catch {
    return file;
  }
}
