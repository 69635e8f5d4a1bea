import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { LoginPage } from './LoginPage';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>대시보드 화면</p> },
      { path: '/join-intro', element: <p>가입 안내 화면</p> },
    ],
    '/login',
  );
}

async function fillAndSubmit(email: string, password: string, remember = false) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('비밀번호'), password);
  if (remember) await user.click(screen.getByLabelText('로그인 상태 유지'));
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('LoginPage', () => {
  it('shows the Korean message when the password is wrong', async () => {
    let body: unknown = null;
    server.use(
      http.post(api('/auth/login'), async ({ request }) => {
        body = await request.json();
        return problem(401, 'invalid_credentials', '이메일 혹은 비밀번호가 일치하지 않습니다.');
      }),
    );
    renderLogin();
    await fillAndSubmit('demo@johap.kr', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이메일 혹은 비밀번호가 일치하지 않습니다.',
    );
    expect(body).toEqual({ email: 'demo@johap.kr', password: 'wrong-password', remember: false });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('validates the form before calling the server', async () => {
    renderLogin();
    await fillAndSubmit('not-an-email', 'x');
    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
  });

  it('logs in, keeps the token when asked to, and opens the dashboard', async () => {
    server.use(
      http.post(api('/auth/login'), () => HttpResponse.json(token('fresh-token'))),
      http.get(api('/me'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh-token'
          ? HttpResponse.json(demoCeo)
          : problem(401, 'unauthorized', '로그인이 필요합니다.'),
      ),
    );
    const { router } = renderLogin();
    await fillAndSubmit('demo@johap.kr', 'johap1234!', true);

    expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('fresh-token');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('fresh-token');
  });

  it('returns to the page that sent the user to log in (e.g. an invitation link)', async () => {
    server.use(
      http.post(api('/auth/login'), () => HttpResponse.json(token('fresh-token'))),
      http.get(api('/me'), () => HttpResponse.json(demoCeo)),
    );
    // The invitation page links to /login with this state; the access guard sets the same.
    const { router } = renderRoutes(
      [
        {
          path: '/start',
          element: <Navigate to="/login" state={{ from: '/invitations/tok-1' }} />,
        },
        { path: '/login', element: <LoginPage /> },
        { path: '/invitations/:token', element: <p>초대 화면</p> },
        { path: '/dashboard', element: <p>대시보드 화면</p> },
      ],
      '/start',
    );
    expect(
      await screen.findByText('로그인이 필요한 화면입니다. 로그인 후 이동합니다.'),
    ).toBeInTheDocument();
    await fillAndSubmit('lp@example.com', 'johap1234!');

    expect(await screen.findByText('초대 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invitations/tok-1');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('fresh-token');
  });

  it('sends an unverified user to the registration intro', async () => {
    server.use(
      http.post(api('/auth/login'), () => HttpResponse.json(token('fresh-token'))),
      http.get(api('/me'), () => HttpResponse.json({ ...demoCeo, verified: false })),
    );
    renderLogin();
    await fillAndSubmit('new@johap.kr', 'johap1234!');
    expect(await screen.findByText('가입 안내 화면')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows a pending membership and stays logged out', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'old');
    server.use(
      http.post(api('/auth/login'), () =>
        problem(
          403,
          'membership_pending',
          '데모투자파트너스 소속으로 회원가입이 승인 대기 중입니다.',
        ),
      ),
    );
    renderLogin();
    await fillAndSubmit('staff@johap.kr', 'johap1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '데모투자파트너스 소속으로 회원가입이 승인 대기 중입니다.',
    );
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  describe('two-factor login', () => {
    const TWO_FACTOR_REQUIRED =
      '2단계 인증을 사용하는 계정입니다. 인증 앱의 6자리 코드를 입력해 주세요.';
    const TWO_FACTOR_INVALID = '인증 코드가 맞지 않거나 이미 사용된 코드입니다.';

    /** A server whose account has two-factor login: '123456' is the app's code right now. */
    function serveTwoFactorLogin(me = demoCeo) {
      const bodies: Record<string, unknown>[] = [];
      server.use(
        http.post(api('/auth/login'), async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          if (!body.two_factor_code) {
            return problem(401, 'two_factor_required', TWO_FACTOR_REQUIRED);
          }
          return body.two_factor_code === '123456'
            ? HttpResponse.json(token('fresh-token'))
            : problem(401, 'two_factor_invalid', TWO_FACTOR_INVALID);
        }),
        http.get(api('/me'), () => HttpResponse.json(me)),
      );
      return bodies;
    }

    const codeField = () => screen.findByRole('textbox', { name: '인증 코드' });

    it('asks for the code on the same card, then logs in with it', async () => {
      const bodies = serveTwoFactorLogin({ ...demoCeo, two_factor_enabled: true });
      const { router } = renderLogin();
      await fillAndSubmit('demo@johap.kr', 'johap1234!', true);

      const field = await codeField();
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(
        screen.getByText('인증 앱의 6자리 코드 또는 복구 코드를 입력해 주세요.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();

      const user = userEvent.setup();
      await user.type(field, '123 456');
      await user.click(screen.getByRole('button', { name: '확인' }));

      expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(bodies.at(-1)).toEqual({
        email: 'demo@johap.kr',
        password: 'johap1234!',
        remember: true,
        two_factor_code: '123456',
      });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBe('fresh-token');
    });

    it('shows a wrong or used code and keeps the field', async () => {
      const bodies = serveTwoFactorLogin();
      renderLogin();
      await fillAndSubmit('demo@johap.kr', 'johap1234!');
      const user = userEvent.setup();
      await user.type(await codeField(), '3f9a-12c4');
      await user.click(screen.getByRole('button', { name: '확인' }));

      expect(await screen.findByText(TWO_FACTOR_INVALID)).toBeInTheDocument();
      expect(await codeField()).toHaveValue('3f9a-12c4');
      expect(await codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(bodies.at(-1)).toMatchObject({ two_factor_code: '3f9a-12c4' });
      expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    });

    it('goes back to the e-mail and password for another account', async () => {
      serveTwoFactorLogin();
      renderLogin();
      await fillAndSubmit('demo@johap.kr', 'johap1234!');
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: '다른 계정으로 로그인' }));
      expect(await screen.findByLabelText('이메일')).toHaveValue('');
      expect(screen.queryByRole('textbox', { name: '인증 코드' })).toBeNull();
    });

    it('sends a user the firm holds to the two-factor setup with the notice', async () => {
      server.use(
        http.post(api('/auth/login'), () => HttpResponse.json(token('fresh-token'))),
        http.get(api('/me'), () => HttpResponse.json({ ...demoCeo, two_factor_required: true })),
      );
      const { router } = renderRoutes(
        [
          { path: '/login', element: <LoginPage /> },
          { path: '/two-factor-setup', element: <p>2단계 인증 설정 화면</p> },
        ],
        '/login',
      );
      await fillAndSubmit('demo@johap.kr', 'johap1234!');
      expect(await screen.findByText('2단계 인증 설정 화면')).toBeInTheDocument();
      expect(router.state.location.state).toEqual({
        notice: '회사 정책에 따라 2단계 인증을 설정해야 서비스를 이용할 수 있습니다.',
      });
    });
  });
});
