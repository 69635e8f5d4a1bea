import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { DOWNLOAD_ERROR_MESSAGE, downloadFileWithProgress } from './downloadFile';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KOREAN_NAME = '데모투자파트너스_데이터_20261121.xlsx';
const encoder = new TextEncoder();

/** A body sent in `parts`, then held open (`close: false`) or closed. */
function streamOf(parts: string[], { close = true } = {}) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (close) controller.close();
    },
  });
}

const xlsx = (body: ReadableStream<Uint8Array>) =>
  new Response(body, {
    headers: {
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="data.xlsx"; filename*=UTF-8''${encodeURIComponent(KOREAN_NAME)}`,
    },
  });

/** Records what the browser would save: jsdom has no blob URLs and cannot save files. */
function recordSaves() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('downloadFileWithProgress', () => {
  beforeEach(() => window.sessionStorage.setItem(TOKEN_KEY, 'tok-7'));
  afterEach(() => vi.restoreAllMocks());

  it('reports the bytes received chunk by chunk and saves the whole file under its Korean name', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(xlsx(streamOf(['PK', 'abcd', 'efghij'])));
    const saves = recordSaves();
    const progress: number[] = [];

    const outcome = await downloadFileWithProgress(
      'api/v1/raw-data.xlsx?sheets=unions',
      '데이터.xlsx',
      (received) => progress.push(received),
    );

    expect(outcome).toBe('saved');
    expect(progress).toEqual([2, 6, 12]);
    expect(saves.names).toEqual([KOREAN_NAME]);
    expect(saves.blobs).toHaveLength(1);
    expect(saves.blobs[0]?.size).toBe(12);
    expect(saves.blobs[0]?.type).toBe(XLSX);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/v1\/raw-data\.xlsx\?sheets=unions$/);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-7');
  });

  it('saves under the fallback name when the server gives none', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(streamOf(['x'])));
    const saves = recordSaves();
    await downloadFileWithProgress('api/v1/raw-data.xlsx', '데이터.xlsx', () => undefined);
    expect(saves.names).toEqual(['데이터.xlsx']);
  });

  it('stops quietly when cancelled mid-file: no error, nothing saved', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(xlsx(streamOf(['PK', 'ab'], { close: false })));
    const saves = recordSaves();
    const controller = new AbortController();
    const progress: number[] = [];

    const outcome = downloadFileWithProgress(
      'api/v1/raw-data.xlsx',
      '데이터.xlsx',
      (received) => {
        progress.push(received);
        if (received >= 4) controller.abort();
      },
      controller.signal,
    );

    await expect(outcome).resolves.toBe('cancelled');
    expect(progress).toEqual([2, 4]);
    expect(saves.names).toEqual([]);
  });

  it('stops quietly when cancelled before the server answers', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        ),
    );
    const saves = recordSaves();
    const controller = new AbortController();
    const outcome = downloadFileWithProgress(
      'api/v1/raw-data.xlsx',
      '데이터.xlsx',
      () => undefined,
      controller.signal,
    );
    controller.abort();
    await expect(outcome).resolves.toBe('cancelled');
    expect(saves.names).toEqual([]);
  });

  it("rejects with the server's Korean message when it refuses", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          code: 'validation_failed',
          message: '알 수 없는 시트입니다.',
        },
        { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const saves = recordSaves();
    await expect(
      downloadFileWithProgress('api/v1/raw-data.xlsx?sheets=x', '데이터.xlsx', () => undefined),
    ).rejects.toThrow('알 수 없는 시트입니다.');
    expect(saves.names).toEqual([]);
  });

  it('rejects with the generic Korean message when the connection breaks off mid-file', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('PK'));
        controller.error(new TypeError('terminated'));
      },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(xlsx(broken));
    const saves = recordSaves();
    await expect(
      downloadFileWithProgress('api/v1/raw-data.xlsx', '데이터.xlsx', () => undefined),
    ).rejects.toThrow(DOWNLOAD_ERROR_MESSAGE);
    expect(saves.names).toEqual([]);
  });
});
