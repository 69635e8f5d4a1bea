import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { TOKEN_KEY } from '@/shared/session';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { UploadError, uploadErrorOf, uploadWithProgress } from './uploadWithProgress';

const PROBLEM = 'application/problem+json';

describe('uploadErrorOf', () => {
  it("takes the server's Korean message and code from a problem document", () => {
    const error = uploadErrorOf(
      415,
      JSON.stringify({
        type: 'about:blank',
        title: 'Unsupported Media Type',
        status: 415,
        code: 'file_type_not_allowed',
        message: 'a.pdf: 조합인감은 PNG 파일만 올릴 수 있습니다.',
      }),
      PROBLEM,
    );
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe('a.pdf: 조합인감은 PNG 파일만 올릴 수 있습니다.');
    expect(error.code).toBe('file_type_not_allowed');
    expect(error.status).toBe(415);
    expect(error.errors).toEqual([]);
  });

  it("keeps the problem's errors (one per invalid row) and skips malformed items", () => {
    const error = uploadErrorOf(
      422,
      JSON.stringify({
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        code: 'import_invalid_rows',
        message: '잘못된 행이 있어 아무것도 등록하지 않았습니다.',
        errors: [
          { field: 'rows.3.unit_count', message: '3행: 좌수를 입력해 주세요' },
          { field: 'rows.4.lp_type' },
          'not an object',
          { field: 'rows.5.phone', message: '5행: 연락처 형식이 올바르지 않습니다' },
        ],
      }),
      PROBLEM,
    );
    expect(error.code).toBe('import_invalid_rows');
    expect(error.errors).toEqual([
      { field: 'rows.3.unit_count', message: '3행: 좌수를 입력해 주세요' },
      { field: 'rows.5.phone', message: '5행: 연락처 형식이 올바르지 않습니다' },
    ]);
    // A problem without errors, and no problem at all, both give an empty list.
    expect(
      uploadErrorOf(
        413,
        JSON.stringify({ status: 413, code: 'file_too_large', message: '큼' }),
        PROBLEM,
      ).errors,
    ).toEqual([]);
    expect(uploadErrorOf(0, '', null).errors).toEqual([]);
  });

  it('falls back to the generic message for HTML, broken JSON and no answer', () => {
    for (const [body, type] of [
      ['<html>502 Bad Gateway</html>', 'text/html'],
      ['{"code": ', PROBLEM],
      ['', null],
    ] as const) {
      const error = uploadErrorOf(502, body, type);
      expect(error.message).toBe(SERVER_ERROR_MESSAGE);
      expect(error.code).toBeNull();
    }
  });
});

describe('uploadWithProgress', () => {
  const file = (name: string) => new File(['hello'], name, { type: 'application/pdf' });

  it('sends the files with the bearer token and an Idempotency-Key, and reports progress', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-9');
    const seen: { auth: string | null; key: string | null; parts: number }[] = [];
    server.use(
      http.post(api('/unions/5/files'), async ({ request }) => {
        const form = await request.formData();
        seen.push({
          auth: request.headers.get('Authorization'),
          key: request.headers.get('Idempotency-Key'),
          // Only the count: jsdom's File loses its name on the way into msw's Request.
          parts: form.getAll('file').length,
        });
        return HttpResponse.json({ items: [{ id: 1 }] }, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const answer = await uploadWithProgress<{ items: { id: number }[] }>({
      path: 'api/v1/unions/5/files?category=others',
      files: [file('a.pdf'), file('b.pdf')],
      onProgress: (percent) => progress.push(percent),
    });
    expect(answer.items[0]?.id).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.auth).toBe('Bearer tok-9');
    expect(seen[0]?.key).toMatch(/\S{8,}/);
    expect(seen[0]?.parts).toBe(2);
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the problem message the server sent', async () => {
    server.use(
      http.put(api('/unions/5/files/3'), () =>
        problem(413, 'file_too_large', 'a.pdf: 파일은 50MB까지 올릴 수 있습니다.'),
      ),
    );
    await expect(
      uploadWithProgress({
        path: 'api/v1/unions/5/files/3',
        method: 'PUT',
        files: [file('a.pdf')],
      }),
    ).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
      message: 'a.pdf: 파일은 50MB까지 올릴 수 있습니다.',
    });
  });
});
