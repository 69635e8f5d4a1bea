// Request mocks for tests (msw): any request without a handler fails the test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

export const api = (path: string) => `*/api/v1${path}`;

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
