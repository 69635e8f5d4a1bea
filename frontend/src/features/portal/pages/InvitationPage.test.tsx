import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectToken, TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { invitation } from '../test/fixtures';
import { InvitationPage } from './InvitationPage';

function render() {
  return renderRoutes(
    [
      { path: '/invitations/:token', element: <InvitationPage /> },
      { path: '/my-investments', element: <p>내 출자 화면</p> },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    '/invitations/tok-1',
  );
}

function serveInvitation() {
  server.use(http.get(api('/invitations/tok-1'), () => HttpResponse.json(invitation())));
}

describe('InvitationPage', () => {
  it("shows the firm's invitation and the union's terms", async () => {
    serveInvitation();
    render();
    expect(
      await screen.findByRole('heading', {
        name: '데모투자파트너스에서 출자 신청에 초대했습니다.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('데모 1호 조합')).toBeInTheDocument();
    expect(screen.getByText('모집중')).toBeInTheDocument();
    expect(screen.getByText('1,000,000원')).toBeInTheDocument();
    expect(screen.getByText('300,000,000원')).toBeInTheDocument();
    expect(screen.getByText('2026.11.01 ~ 2026.12.31')).toBeInTheDocument();
    // 00:00 UTC is 09:00 in Korea.
    expect(
      screen.getByText('초대 링크는 2026.12.05 09:00까지 사용할 수 있습니다.'),
    ).toBeInTheDocument();
    // The invited address is the account's; it cannot be changed.
    expect(screen.getByLabelText('이메일 (아이디)')).toHaveValue('lp@example.com');
    expect(screen.getByLabelText('이메일 (아이디)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '초대 수락' })).not.toBeInTheDocument();
  });

  it('signs a visitor up, keeps the session like a login and opens the apply dialog', async () => {
    serveInvitation();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/invitations/tok-1/join'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ union_id: 5, token: token('lp-token') }, { status: 201 });
      }),
    );
    const { router, store } = render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^이름/), '  이엘피 ');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    expect(screen.getByLabelText(/^휴대폰 번호/)).toHaveValue('010-1234-5678');
    await user.type(screen.getByLabelText(/^비밀번호$|^비밀번호 \*/), 'johap1234');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'johap1234');

    // Nothing is sent before both agreements are given.
    await user.click(screen.getByRole('button', { name: '가입하고 초대 수락' }));
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 처리방침에 동의해 주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // A corporation also names itself.
    await user.click(screen.getByRole('radio', { name: '법인' }));
    await user.type(screen.getByLabelText(/^법인명/), '엘피홀딩스');
    await user.click(screen.getByRole('checkbox', { name: /이용약관에 동의합니다/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 처리방침에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '가입하고 초대 수락' }));

    expect(await screen.findByText('내 출자 화면')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: '이엘피',
        phone: '01012345678',
        password: 'johap1234',
        lp_type: 'corporate',
        company_name: '엘피홀딩스',
        agree_terms: true,
        agree_privacy: true,
      },
    ]);
    expect(router.state.location.pathname).toBe('/my-investments');
    expect(router.state.location.search).toBe('?apply=5');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('lp-token');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(selectToken(store.getState())).toBe('lp-token');
  });

  it('sends an address that already has an account to log in and come back', async () => {
    serveInvitation();
    server.use(
      http.post(api('/invitations/tok-1/join'), () =>
        problem(409, 'email_taken', '이미 가입된 이메일입니다.'),
      ),
    );
    const { router } = render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^이름/), '이엘피');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.type(screen.getByLabelText(/^비밀번호$|^비밀번호 \*/), 'johap1234');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'johap1234');
    await user.click(screen.getByRole('checkbox', { name: /이용약관에 동의합니다/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 처리방침에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '가입하고 초대 수락' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('이미 가입된 이메일입니다. 로그인 후 초대를 수락해 주세요.');
    await user.click(within(alert).getByRole('link', { name: '로그인' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/invitations/tok-1' });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("offers the login that returns to the invitation ('이미 회원이신가요?')", async () => {
    serveInvitation();
    const { router } = render();
    const user = userEvent.setup();
    expect(await screen.findByText('이미 회원이신가요?')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '로그인' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/invitations/tok-1' });
  });

  it('lets a logged-in user accept and go apply', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'lp-token');
    serveInvitation();
    const auth: (string | null)[] = [];
    server.use(
      // A stored token makes the app refresh it at start; keep the same one.
      http.post(api('/auth/refresh'), () => HttpResponse.json(token('lp-token'))),
      http.post(api('/invitations/tok-1/accept'), ({ request }) => {
        auth.push(request.headers.get('Authorization'));
        return HttpResponse.json({ union_id: 5, token: null });
      }),
    );
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '초대 수락' }));
    expect(await screen.findByText('내 출자 화면')).toBeInTheDocument();
    expect(auth).toEqual(['Bearer lp-token']);
    expect(router.state.location.search).toBe('?apply=5');
    expect(screen.queryByLabelText(/^이름/)).not.toBeInTheDocument();
  });

  it("shows the server's message for an expired invitation, with a way to log in", async () => {
    server.use(
      http.get(api('/invitations/tok-1'), () =>
        problem(
          410,
          'invitation_expired',
          '초대 링크가 만료되었습니다. 운용사에 다시 초대를 요청해 주세요.',
        ),
      ),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '초대 링크가 만료되었습니다. 운용사에 다시 초대를 요청해 주세요.',
    );
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가입하고 초대 수락' })).not.toBeInTheDocument();
  });
});
