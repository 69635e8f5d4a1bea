// Request mocks for tests (msw): any request without a handler fails the test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const api = (path: string) => `*/api/v1${path}`;

/**
 * Background reads that every union page makes besides its own (the header's rule badge):
 * answered by default so each page's tests mock only what they look at; a test may override.
 */
const backgroundDefaults = [
  http.get(api('/unions/:unionId/rules'), ({ params }) =>
    HttpResponse.json({ union_id: Number(params.unionId), fund_type: '2', worst: 'ok', rules: [] }),
  ),
];

export const server = setupServer(...backgroundDefaults);

export function problem(
  status: number,
  code: string,
  message: string,
  errors?: { field: string; message: string }[],
) {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, code, message, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export { http, HttpResponse };
