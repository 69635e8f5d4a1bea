import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ENROLMENT, recoveryCodes, RIGHT_CODE, serveAccount } from '../test/accountServer';
import { TwoFactorSetupPage } from './TwoFactorSetupPage';

const routes = [
  { path: '/two-factor-setup', element: <TwoFactorSetupPage /> },
  { path: '/my-info', element: <p>내 정보 화면</p> },
  { path: '/dashboard', element: <p>대시보드 화면</p> },
  { path: '/union/7', element: <p>조합 화면</p> },
];

const render = () => renderRoutes(routes, '/two-factor-setup');

async function confirmCode(code: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '다음' }));
  await user.type(await screen.findByLabelText(/인증 코드/), code);
  await user.click(screen.getByRole('button', { name: '확인' }));
  return user;
}

describe('TwoFactorSetupPage', () => {
  it('begins the enrolment once and shows its QR code and the secret in groups of four', async () => {
    const server = serveAccount();
    render();
    const qr = await screen.findByRole('img', { name: '인증 앱 등록용 QR 코드' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(
      screen.getByText(/Google Authenticator, Microsoft Authenticator, 네이버 앱/),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '설정 키 복사' }));
    expect(await navigator.clipboard.readText()).toBe(ENROLMENT.secret);
    expect(server.twoFactorCalls.filter((call) => call.path === '/enrolment')).toHaveLength(1);
  });

  it('shows a wrong code under the field and stays on the step', async () => {
    const server = serveAccount();
    render();
    await confirmCode('654321');
    expect(await screen.findByText('인증 코드가 맞지 않습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/인증 코드/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.twoFactorCalls.at(-1)).toEqual({
      path: '/enrolment/confirm',
      body: { code: '654321' },
    });
    expect(server.me().two_factor_enabled).toBe(false);
  });

  it('checks the six digits before asking the server', async () => {
    const server = serveAccount();
    render();
    await confirmCode('12ab');
    expect(
      await screen.findByText('인증 앱에 표시된 6자리 숫자를 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(server.twoFactorCalls.map((call) => call.path)).toEqual(['/enrolment']);
  });

  it('turns it on and shows the ten recovery codes to copy and download, then back to 내 정보', async () => {
    const server = serveAccount();
    const { router } = render();
    const user = await confirmCode(RIGHT_CODE);
    const list = await screen.findByRole('list', { name: '복구 코드' });
    const codes = recoveryCodes();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(
      screen.getByText(/각 코드는 한 번만 쓸 수 있으며, 이 화면에서만 보여 드립니다/),
    ).toBeVisible();
    expect(server.me().two_factor_enabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '복사' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));

    // jsdom has no blob URLs and cannot save files: record what would be saved instead.
    let saved: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    expect(names).toEqual(['johap-recovery-codes.txt']);
    const text = await (saved as unknown as Blob).text();
    expect(text).toContain('demo@johap.kr');
    for (const code of codes) expect(text).toContain(code);

    await user.click(screen.getByRole('button', { name: '완료' }));
    expect(await screen.findByText('내 정보 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-info');
  });

  it('sends a user the firm held here on to the page they wanted', async () => {
    serveAccount({ ...demoCeo, two_factor_required: true });
    const notice = '회사 정책에 따라 2단계 인증을 설정해야 서비스를 이용할 수 있습니다.';
    const { router } = renderRoutes(
      [
        ...routes,
        {
          path: '/start',
          element: <Navigate to="/two-factor-setup" state={{ from: '/union/7', notice }} />,
        },
      ],
      '/start',
    );
    expect(await screen.findByText(notice)).toBeInTheDocument();
    const user = await confirmCode(RIGHT_CODE);
    await user.click(await screen.findByRole('button', { name: '완료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/union/7'));
  });

  it('says when two-factor login is already on, with the way back to 내 정보', async () => {
    serveAccount({ ...demoCeo, two_factor_enabled: true });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이미 2단계 인증을 사용하고 있습니다.',
    );
    expect(screen.getByRole('link', { name: '내 정보로 이동' })).toHaveAttribute(
      'href',
      '/my-info',
    );
    expect(screen.queryByRole('img', { name: '인증 앱 등록용 QR 코드' })).toBeNull();
  });
});
