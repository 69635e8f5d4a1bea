import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { CURRENT_PASSWORD, serveAccount } from '../test/accountServer';
import { MyInfoEditPage } from './MyInfoEditPage';
import { MyInfoPage } from './MyInfoPage';

const render = () =>
  renderRoutes(
    [
      { path: '/my-info-edit', element: <MyInfoEditPage /> },
      { path: '/my-info', element: <MyInfoPage /> },
    ],
    '/my-info-edit',
  );

/** An input by its label, with or without the required mark. */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const section = (name: string) => screen.getByRole('region', { name });

describe('MyInfoEditPage: 기본 정보', () => {
  it('saves the name and phone and shows them on 내 정보', async () => {
    const account = serveAccount();
    const { router } = render();
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('김데모')).toBeInTheDocument();
    expect(input('휴대폰')).toHaveValue('010-1234-5678');

    await user.clear(input('이름'));
    await user.type(input('이름'), ' 박수정 ');
    await user.clear(input('휴대폰'));
    await user.type(input('휴대폰'), '010-9999-8888');
    await user.click(within(section('기본 정보')).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('내 정보를 저장했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-info'));
    expect(await screen.findByText('박수정')).toBeInTheDocument();
    expect(screen.getByText('010-9999-8888')).toBeInTheDocument();
    expect(account.updates).toEqual([{ name: '박수정', phone: '01099998888' }]);
  });

  it("shows the server's field messages under their fields", async () => {
    const account = serveAccount();
    const { router } = render();
    const user = userEvent.setup();
    await screen.findByDisplayValue('김데모');
    // A landline: the app's own check lets it through, the server refuses it.
    await user.clear(input('휴대폰'));
    await user.type(input('휴대폰'), '0212345678');
    await user.click(within(section('기본 정보')).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('올바른 휴대폰 번호를 입력해 주세요.')).toBeInTheDocument();
    expect(input('휴대폰')).toHaveAttribute('aria-invalid', 'true');
    expect(account.updates).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/my-info-edit');
  });

  it('asks for a name before sending', async () => {
    const account = serveAccount();
    render();
    const user = userEvent.setup();
    await screen.findByDisplayValue('김데모');
    await user.clear(input('이름'));
    await user.click(within(section('기본 정보')).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(account.updates).toEqual([]);
  });
});

describe('MyInfoEditPage: 비밀번호 변경', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    const user = userEvent.setup();
    await user.type(input('현재 비밀번호'), current);
    await user.type(input('새 비밀번호'), next);
    await user.type(input('새 비밀번호 확인'), confirm);
    await user.click(
      within(section('비밀번호 변경')).getByRole('button', { name: '비밀번호 변경' }),
    );
  };

  it('catches a mismatched confirmation and a weak password before sending', async () => {
    const account = serveAccount();
    render();
    await screen.findByDisplayValue('김데모');
    await fill(CURRENT_PASSWORD, 'newpass12', 'newpass13');
    expect(await screen.findByText('새 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(input('새 비밀번호'));
    await user.type(input('새 비밀번호'), 'onlyletters');
    await user.click(
      within(section('비밀번호 변경')).getByRole('button', { name: '비밀번호 변경' }),
    );
    expect(
      await screen.findByText(
        '비밀번호는 영문과 숫자를 포함해 8자 이상 64자 이하로 입력해 주세요.',
      ),
    ).toBeInTheDocument();
    expect(account.passwordChanges).toEqual([]);
  });

  it('shows a wrong current password under its field', async () => {
    const account = serveAccount();
    render();
    await screen.findByDisplayValue('김데모');
    await fill('wrongpass1', 'newpass12', 'newpass12');
    expect(await screen.findByText('현재 비밀번호가 맞지 않습니다.')).toBeInTheDocument();
    // Mantine marks a password field invalid with data-invalid (no aria-invalid).
    expect(input('현재 비밀번호')).toHaveAttribute('data-invalid', 'true');
    expect(input('새 비밀번호')).toHaveValue('newpass12');
    expect(account.passwordChanges).toHaveLength(1);
  });

  it('changes the password and empties the fields', async () => {
    const account = serveAccount();
    render();
    await screen.findByDisplayValue('김데모');
    await fill(CURRENT_PASSWORD, 'newpass12', 'newpass12');
    expect(
      await screen.findByText('비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.'),
    ).toBeInTheDocument();
    expect(account.passwordChanges).toEqual([
      { current_password: CURRENT_PASSWORD, new_password: 'newpass12' },
    ]);
    await waitFor(() => expect(input('현재 비밀번호')).toHaveValue(''));
    expect(input('새 비밀번호')).toHaveValue('');
    expect(input('새 비밀번호 확인')).toHaveValue('');
  });
});
