import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { MyInfoPage } from '../pages/MyInfoPage';
import { CURRENT_PASSWORD, recoveryCodes, serveAccount } from '../test/accountServer';

const render = () => renderRoutes([{ path: '/my-info', element: <MyInfoPage /> }], '/my-info');
const section = () => screen.findByRole('region', { name: '2단계 인증' });
const enabled = { ...demoCeo, two_factor_enabled: true };

describe('TwoFactorSection (내 정보)', () => {
  it('offers the setup while two-factor login is off', async () => {
    serveAccount();
    render();
    const card = await section();
    expect(await within(card).findByText('사용 안 함')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '설정하기' })).toHaveAttribute(
      'href',
      '/two-factor-setup',
    );
    expect(within(card).queryByRole('button', { name: '해제' })).toBeNull();
  });

  it('shows since when it is on and the recovery codes left', async () => {
    serveAccount(enabled, { twoFactor: { recovery_codes_left: 7 } });
    render();
    const card = await section();
    expect(await within(card).findByText('사용 중')).toBeInTheDocument();
    expect(within(card).getByText('2026.10.01부터')).toBeInTheDocument();
    expect(within(card).getByText('남은 복구 코드 7개')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: '설정하기' })).toBeNull();
  });

  it('cannot be turned off while the firm requires it', async () => {
    serveAccount({ ...enabled, two_factor_required: true });
    render();
    const card = await section();
    expect(await within(card).findByText('회사 정책으로 2단계 인증이 필수입니다.')).toBeVisible();
    expect(within(card).getByRole('button', { name: '해제' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: '복구 코드 다시 만들기' })).toBeEnabled();
  });

  it('turns it off with the password, showing a wrong one under its field', async () => {
    const server = serveAccount(enabled);
    render();
    const user = userEvent.setup();
    await user.click(await within(await section()).findByRole('button', { name: '해제' }));
    const dialog = await screen.findByRole('dialog', { name: '2단계 인증 해제' });
    await user.type(within(dialog).getByLabelText(/비밀번호/), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: '해제' }));
    expect(await within(dialog).findByText('비밀번호가 맞지 않습니다.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/비밀번호/));
    await user.type(within(dialog).getByLabelText(/비밀번호/), CURRENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: '해제' }));
    expect(await within(await section()).findByText('사용 안 함')).toBeInTheDocument();
    expect(server.me().two_factor_enabled).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes new recovery codes behind the password and shows them once', async () => {
    const server = serveAccount(enabled, { twoFactor: { recovery_codes_left: 2 } });
    render();
    const user = userEvent.setup();
    const card = await section();
    await user.click(await within(card).findByRole('button', { name: '복구 코드 다시 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '복구 코드 다시 만들기' });
    await user.type(within(dialog).getByLabelText(/비밀번호/), CURRENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: '다시 만들기' }));
    const list = await within(dialog).findByRole('list', { name: '복구 코드' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes('b'));
    expect(within(dialog).getByRole('button', { name: '내려받기' })).toBeInTheDocument();
    expect(server.twoFactorCalls.at(-1)).toEqual({
      path: '/recovery-codes',
      body: { password: CURRENT_PASSWORD },
    });
    expect(await within(card).findByText('남은 복구 코드 10개')).toBeInTheDocument();
  });
});
