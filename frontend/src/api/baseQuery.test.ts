import { notifications } from '@mantine/notifications';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { pageLoader, REFUSED_KEY, registerNavigator, TOKEN_KEY } from '@/shared/session';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { baseQuery } from './baseQuery';

function queryApi() {
  const dispatch = vi.fn();
  const apiObject: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  return { apiObject, dispatch };
}

describe('baseQuery', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  });

  it('sends the stored token as a bearer token', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-123');
    let seen: string | null = null;
    server.use(
      http.get(api('/me'), ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const result = await baseQuery('/api/v1/me', queryApi().apiObject, {});
    expect(result.data).toEqual({ ok: true });
    expect(seen).toBe('Bearer tok-123');
  });

  it('clears both storages and reloads the root on 401 when a token was sent', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'expired');
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    window.localStorage.setItem('other', 'x');
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    server.use(http.get(api('/me'), () => problem(401, 'unauthorized', '로그인이 필요합니다.')));

    const { apiObject, dispatch } = queryApi();
    const result = await baseQuery('/api/v1/me', apiObject, {});

    expect(result.error?.status).toBe(401);
    // Only the refused token's fingerprint stays (this tab), so it is never tried again.
    expect(Object.keys(window.sessionStorage)).toEqual([REFUSED_KEY]);
    expect(window.sessionStorage.getItem(REFUSED_KEY)).not.toContain('expired');
    expect(window.localStorage.length).toBe(0);
    expect(replace).toHaveBeenCalledWith('/');
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'session/sessionEnded' }),
    );
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('does not reload on 401 when no token was sent (e.g. a wrong password)', async () => {
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    server.use(
      http.post(api('/auth/login'), () =>
        problem(401, 'invalid_credentials', '이메일 혹은 비밀번호가 일치하지 않습니다.'),
      ),
    );
    const result = await baseQuery(
      { url: '/api/v1/auth/login', method: 'POST', body: {} },
      queryApi().apiObject,
      {},
    );
    expect(replace).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '이메일 혹은 비밀번호가 일치하지 않습니다.' }),
    );
  });

  it('parses problem+json into a typed error and shows its Korean message', async () => {
    server.use(
      http.post(api('/join'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'email', message: '이메일 형식이 아닙니다.' },
        ]),
      ),
    );
    const result = await baseQuery(
      { url: '/api/v1/join', method: 'POST', body: {} },
      queryApi().apiObject,
      {},
    );
    expect(result.error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: '입력값을 확인해 주세요.',
      fieldErrors: { email: '이메일 형식이 아닙니다.' },
    });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '입력값을 확인해 주세요.' }),
    );
  });

  it('falls back to the generic message when the answer carries none', async () => {
    server.use(
      http.get(api('/dashboard'), () => new HttpResponse('upstream down', { status: 502 })),
    );
    const result = await baseQuery('/api/v1/dashboard', queryApi().apiObject, {});
    expect(result.error).toMatchObject({ status: 502, code: null, message: SERVER_ERROR_MESSAGE });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: SERVER_ERROR_MESSAGE }),
    );
  });

  it('falls back to the generic message on a network failure', async () => {
    server.use(http.get(api('/dashboard'), () => HttpResponse.error()));
    const result = await baseQuery('/api/v1/dashboard', queryApi().apiObject, {});
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: SERVER_ERROR_MESSAGE });
  });

  it('lets silent endpoints show errors themselves', async () => {
    server.use(
      http.post(api('/auth/find-id'), () =>
        problem(404, 'account_not_found', '일치하는 계정이 없습니다.'),
      ),
    );
    const result = await baseQuery(
      { url: '/api/v1/auth/find-id', method: 'POST', body: {} },
      queryApi().apiObject,
      { silent: true },
    );
    expect(result.error?.message).toBe('일치하는 계정이 없습니다.');
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('ends the session and goes to /login when the membership is no longer active', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok');
    window.localStorage.setItem(TOKEN_KEY, 'tok');
    const navigate = vi.fn();
    registerNavigator(navigate);
    server.use(
      http.get(api('/dashboard'), () =>
        problem(403, 'membership_expelled', '데모투자파트너스 에서 강퇴 되었습니다.'),
      ),
    );
    await baseQuery('/api/v1/dashboard', queryApi().apiObject, {});
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '데모투자파트너스 에서 강퇴 되었습니다.' }),
    );
  });

  it('sends an unfinished registration to /join-intro with the notice', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok');
    const navigate = vi.fn();
    registerNavigator(navigate);
    server.use(
      http.get(api('/dashboard'), () =>
        problem(403, 'registration_incomplete', '정보를 입력한 후 이용할 수 있습니다.'),
      ),
    );
    await baseQuery('/api/v1/dashboard', queryApi().apiObject, {});
    expect(navigate).toHaveBeenCalledWith('/join-intro', {
      replace: true,
      state: { notice: '정보를 입력한 후 이용할 수 있습니다.' },
    });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('tok');
  });

  it('sends a user the firm holds for two-factor login to the setup, without a toast', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok');
    const navigate = vi.fn();
    registerNavigator(navigate);
    const message = '회사 정책에 따라 2단계 인증을 설정해야 서비스를 이용할 수 있습니다.';
    server.use(
      http.get(api('/dashboard'), () => problem(403, 'two_factor_setup_required', message)),
    );
    const result = await baseQuery('/api/v1/dashboard', queryApi().apiObject, {});
    expect(result.error?.code).toBe('two_factor_setup_required');
    expect(navigate).toHaveBeenCalledWith('/two-factor-setup', {
      replace: true,
      state: { notice: message },
    });
    expect(notifications.show).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('tok');
  });
});
