//! Shrinks a large jpeg or png in the browser before it is sent (spec section 5: over 250,000
//! bytes, to fit 1024x1024), encoded again in its own type. Where the browser cannot or the
//! result is no smaller, the file goes as it is: the server shrinks it too.
import { shrinkImage } from '@/shared/upload/shrinkImage';
import { imageKind, MIME_OF, shouldCompress } from './images';

/** `file` shrunk to fit 1024x1024 when the rules ask for it; else `file` itself. */
export async function compressImage(file: File): Promise<File> {
  if (!shouldCompress(file)) return file;
  const kind = imageKind(file);
  if (kind !== 'jpeg' && kind !== 'png') return file;
  return shrinkImage(file, { type: MIME_OF[kind], smoothing: 'high' });
}
