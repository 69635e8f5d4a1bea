import { describe, expect, it } from 'vitest';
import {
  canRedraw,
  compressImage,
  COMPRESS_THRESHOLD_BYTES,
  isAcceptedImage,
  resizeTarget,
} from './imageCompression';

const file = (name: string, bytes: number, type = '') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('resizeTarget', () => {
  it('leaves images up to 250,000 bytes alone, whatever their size on screen', () => {
    expect(resizeTarget(COMPRESS_THRESHOLD_BYTES, 4000, 3000)).toBeNull();
    expect(resizeTarget(1000, 5000, 5000)).toBeNull();
  });

  it('fits a larger file within 1024x1024, keeping its proportions', () => {
    expect(resizeTarget(COMPRESS_THRESHOLD_BYTES + 1, 4000, 3000)).toEqual({
      width: 1024,
      height: 768,
    });
    expect(resizeTarget(900_000, 1000, 3000)).toEqual({ width: 341, height: 1024 });
    expect(resizeTarget(900_000, 2048, 2048)).toEqual({ width: 1024, height: 1024 });
  });

  it('never enlarges: a heavy but small image is only re-encoded at its own size', () => {
    expect(resizeTarget(300_000, 800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('image types', () => {
  it('accepts the spec types only, by extension and in any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.bmp', 'a.tif', 'a.TIFF']) {
      expect(isAcceptedImage(file(name, 1))).toBe(true);
    }
    for (const name of ['a.pdf', 'a.webp', 'a.svg', 'jpg']) {
      expect(isAcceptedImage(file(name, 1))).toBe(false);
    }
  });

  it('does not redraw GIF (animation) or TIFF', () => {
    expect(canRedraw(file('a.gif', 1, 'image/gif'))).toBe(false);
    expect(canRedraw(file('a.tif', 1))).toBe(false);
    expect(canRedraw(file('scan', 1, 'image/tiff'))).toBe(false);
    expect(canRedraw(file('a.png', 1, 'image/png'))).toBe(true);
    expect(canRedraw(file('a.bmp', 1, 'image/bmp'))).toBe(true);
  });

  it('sends small files and large GIFs untouched, without decoding them', async () => {
    const small = file('a.png', 1000, 'image/png');
    expect(await compressImage(small)).toBe(small);
    const gif = file('a.gif', 600_000, 'image/gif');
    expect(await compressImage(gif)).toBe(gif);
  });

  it('sends the original when the browser cannot decode it', async () => {
    // jsdom has no image decoder: the server gets the file and has the last word.
    const jpeg = file('a.jpg', 600_000, 'image/jpeg');
    expect(await compressImage(jpeg)).toBe(jpeg);
  });
});
