import { describe, expect, it } from 'vitest';
import {
  decodeDataUrl,
  fitWithin,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageKind,
  imageRefusal,
  pastedFileName,
  pastedSource,
  shouldCompress,
  widthOfStyle,
} from './images';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const ORIGIN = 'https://johap.kr';

describe('imageKind', () => {
  it.each([
    ['a.jpg', 'image/jpeg', 'jpeg'],
    ['a.png', 'image/png', 'png'],
    ['a.gif', 'image/gif', 'gif'],
    ['a.bmp', 'image/bmp', 'bmp'],
    ['a.tif', 'image/tiff', 'tiff'],
    // No type from the browser: the extension decides.
    ['사진.JPEG', '', 'jpeg'],
    ['scan.tiff', '', 'tiff'],
    ['scan.TIF', 'application/octet-stream', 'tiff'],
    ['x.bmp', '', 'bmp'],
  ])('takes %s (%s) as %s', (name, type, kind) => {
    expect(imageKind({ name, type })).toBe(kind);
  });

  it.each([
    ['a.webp', 'image/webp'],
    ['a.svg', 'image/svg+xml'],
    ['a.pdf', 'application/pdf'],
    // A known extension does not win over a type that is not a picture's.
    ['a.png', 'text/html'],
    ['noextension', ''],
    ['a.heic', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(imageKind({ name, type })).toBeNull();
  });
});

describe('imageRefusal', () => {
  it('lets an accepted picture up to 20,971,520 bytes go', () => {
    expect(imageRefusal(file('a.png', 'image/png', 20_971_520))).toBeNull();
    expect(imageRefusal(file('a.tif', '', 5))).toBeNull();
  });

  it('refuses a picture one byte over 20 MB with the spec’s message', () => {
    expect(imageRefusal(file('a.png', 'image/png', 20_971_521))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('파일 용량이 초과됐습니다. (최대20MB)');
  });

  it('refuses other types first, whatever their size', () => {
    expect(imageRefusal(file('a.webp', 'image/webp', 10))).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageRefusal(file('a.zip', 'application/zip', 30_000_000))).toBe(IMAGE_TYPE_MESSAGE);
    expect(IMAGE_TYPE_MESSAGE).toBe(
      'jpg, jpeg, png, gif, bmp, tif, tiff 이미지만 올릴 수 있습니다.',
    );
  });
});

describe('shouldCompress', () => {
  it('shrinks jpeg and png over 250,000 bytes only', () => {
    expect(shouldCompress(file('a.jpg', 'image/jpeg', 250_001))).toBe(true);
    expect(shouldCompress(file('a.png', 'image/png', 3_000_000))).toBe(true);
    expect(shouldCompress(file('a.jpg', 'image/jpeg', 250_000))).toBe(false);
    expect(shouldCompress(file('a.png', '', 100))).toBe(false);
  });

  it('leaves gif (it may move), bmp and tiff to the server', () => {
    expect(shouldCompress(file('a.gif', 'image/gif', 5_000_000))).toBe(false);
    expect(shouldCompress(file('a.bmp', 'image/bmp', 5_000_000))).toBe(false);
    expect(shouldCompress(file('a.tif', 'image/tiff', 5_000_000))).toBe(false);
  });
});

describe('fitWithin', () => {
  it('keeps a picture that fits as it is', () => {
    expect(fitWithin(800, 600, 1024)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1024, 1024, 1024)).toEqual({ width: 1024, height: 1024 });
  });

  it('shrinks the longer side to the box and keeps the shape', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000, 1024)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(2048, 2048, 1024)).toEqual({ width: 1024, height: 1024 });
    expect(fitWithin(1025, 100, 1024)).toEqual({ width: 1024, height: 100 });
  });

  it('rounds to whole pixels, never to nothing', () => {
    expect(fitWithin(1500, 1001, 1024)).toEqual({ width: 1024, height: 683 });
    expect(fitWithin(100_000, 10, 1024)).toEqual({ width: 1024, height: 1 });
  });

  it('defaults to the 1024 box and gives 0 for a picture without size', () => {
    expect(fitWithin(2048, 1024)).toEqual({ width: 1024, height: 512 });
    expect(fitWithin(0, 500)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 500)).toEqual({ width: 0, height: 0 });
  });
});

describe('pastedSource', () => {
  it('keeps the product’s own pictures, by path or by this origin', () => {
    expect(pastedSource('/api/v1/portfolio-images/ab12.jpg', ORIGIN)).toBe('own');
    expect(pastedSource('https://johap.kr/api/v1/portfolio-images/ab12.jpg', ORIGIN)).toBe('own');
  });

  it('has the server fetch a picture of another host, or another path of this one', () => {
    expect(pastedSource('https://cdn.example.com/cat.png', ORIGIN)).toBe('remote');
    expect(pastedSource('http://blog.example/x.gif?size=2', ORIGIN)).toBe('remote');
    expect(pastedSource('https://evil.example/api/v1/portfolio-images/a.jpg', ORIGIN)).toBe(
      'remote',
    );
    expect(pastedSource('/uploads/a.png', ORIGIN)).toBe('remote');
  });

  it('uploads data: and blob: pictures from the browser and drops what cannot be read', () => {
    expect(pastedSource('data:image/png;base64,iVBORw0KGgo=', ORIGIN)).toBe('inline');
    expect(pastedSource('blob:https://johap.kr/5f1c', ORIGIN)).toBe('inline');
    expect(pastedSource('file:///C:/Users/me/a.png', ORIGIN)).toBe('unreadable');
    expect(pastedSource('', ORIGIN)).toBe('unreadable');
    expect(pastedSource(null, ORIGIN)).toBe('unreadable');
  });
});

describe('decodeDataUrl', () => {
  it('reads a base64 picture', () => {
    const decoded = decodeDataUrl('data:image/png;base64,iVBORw0KGgo=');
    expect(decoded?.type).toBe('image/png');
    expect(Array.from(decoded?.bytes ?? [])).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('reads percent-encoded text and refuses a broken one', () => {
    expect(decodeDataUrl('data:text/plain,%EA%B0%80')?.bytes).toEqual(
      new TextEncoder().encode('가'),
    );
    expect(decodeDataUrl('data:image/png;base64,@@@')).toBeNull();
    expect(decodeDataUrl('https://x/a.png')).toBeNull();
  });
});

describe('names and widths', () => {
  it('names a pasted picture after its type', () => {
    expect(pastedFileName('image/jpeg')).toBe('pasted-image.jpg');
    expect(pastedFileName('image/gif')).toBe('pasted-image.gif');
    expect(pastedFileName('image/unknown')).toBe('pasted-image.png');
  });

  it('reads the width the size buttons store in the style', () => {
    expect(widthOfStyle('width: 50%')).toBe('50%');
    expect(widthOfStyle('height: 20px; width:75%;')).toBe('75%');
    expect(widthOfStyle('max-width: 50%')).toBeNull();
    expect(widthOfStyle('width: 300px')).toBeNull();
    expect(widthOfStyle(null)).toBeNull();
  });
});
