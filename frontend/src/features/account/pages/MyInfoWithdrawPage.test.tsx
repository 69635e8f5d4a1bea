import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageLoader, TOKEN_KEY } from '@/shared/session';
import { renderRoutes } from '@/test/render';
import { CEO_HAS_MEMBERS, CURRENT_PASSWORD, serveAccount } from '../test/accountServer';
import { MyInfoWithdrawPage } from './MyInfoWithdrawPage';

const render = () =>
  renderRoutes(
    [{ path: '/my-info-withdraw', element: <MyInfoWithdrawPage /> }],
    '/my-info-withdraw',
  );

const AGREE = '위 내용을 확인했으며 탈퇴에 동의합니다.';

/** Fills the form and confirms in the modal. */
async function withdraw({ password = CURRENT_PASSWORD, reason = '' } = {}) {
  const user = userEvent.setup();
  if (reason) await user.type(screen.getByLabelText('탈퇴 사유'), reason);
  await user.type(screen.getByLabelText(/^비밀번호\s*\*?$/), password);
  await user.click(screen.getByRole('checkbox', { name: AGREE }));
  await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
  const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
  expect(within(dialog).getByText('정말 탈퇴하시겠습니까?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '탈퇴' }));
}

describe('MyInfoWithdrawPage', () => {
  it('says what withdrawing does and asks for the consent and the password first', async () => {
    const account = serveAccount();
    render();
    expect(
      await screen.findByText('탈퇴하면 이 계정으로 다시 로그인할 수 없습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('이메일 주소와 연락처는 지워집니다.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('탈퇴 안내를 확인하고 동의해 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(account.withdrawals).toEqual([]);
  });

  it("shows why a CEO whose company has members can't withdraw", async () => {
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    const account = serveAccount(undefined, { companyHasMembers: true });
    render();
    await screen.findByText('이메일 주소와 연락처는 지워집니다.');
    await withdraw();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CEO_HAS_MEMBERS);
    expect(within(alert).getByRole('link', { name: '구성원 관리로 이동' })).toHaveAttribute(
      'href',
      '/member-mange',
    );
    expect(account.withdrawals).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('tok');
  });

  it('shows a wrong password under its field', async () => {
    serveAccount();
    render();
    await screen.findByText('이메일 주소와 연락처는 지워집니다.');
    await withdraw({ password: 'wrongpass1' });
    expect(await screen.findByText('비밀번호가 맞지 않습니다.')).toBeInTheDocument();
    // Mantine marks a password field invalid with data-invalid (no aria-invalid).
    expect(screen.getByLabelText(/^비밀번호\s*\*?$/)).toHaveAttribute('data-invalid', 'true');
  });

  it('withdraws, logs out and lands on the home page with the notice', async () => {
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    const account = serveAccount();
    window.localStorage.setItem(TOKEN_KEY, 'tok');
    render();
    await screen.findByText('이메일 주소와 연락처는 지워집니다.');
    await withdraw({ reason: '  더 이상 쓰지 않아요 ' });

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(account.withdrawals).toEqual([
      { password: CURRENT_PASSWORD, reason: '더 이상 쓰지 않아요' },
    ]);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();

    // The full load of / that follows shows the notice.
    cleanup();
    renderRoutes([{ path: '/', element: <p>홈 화면</p> }], '/');
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(await screen.findByText('회원 탈퇴가 완료되었습니다.')).toBeInTheDocument();
  });
});
