import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { CEO_PASSWORD, serveCompany } from '../test/companyServer';
import { MemberManagePage } from './MemberManagePage';

const STAFF_NOTE = '가입 승인·거절과 강퇴는 회사 대표 계정만 할 수 있습니다.';

/** The 활성 tab, and the row of `name` in it. */
async function activeRow(name: string) {
  renderRoutes([{ path: '/member-mange', element: <MemberManagePage /> }], '/member-mange');
  await userEvent.setup().click(await screen.findByRole('tab', { name: '활성' }));
  return (await screen.findByText(name)).closest('tr')!;
}

const passwordInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^비밀번호\s*\*?$/);

async function handOver(row: HTMLElement, password: string) {
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: '대표 계정 넘기기' }));
  const dialog = await screen.findByRole('dialog', { name: '대표 계정 넘기기' });
  if (password) await user.type(passwordInput(dialog), password);
  await user.click(within(dialog).getByRole('button', { name: '대표 계정 넘기기' }));
  return dialog;
}

describe('대표 계정 넘기기', () => {
  it('is offered on active staff rows only, not on the CEO', async () => {
    serveCompany();
    const row = await activeRow('이심사');
    expect(within(row).getByRole('button', { name: '대표 계정 넘기기' })).toBeInTheDocument();
    const ceoRow = screen.getByText('김데모').closest('tr')!;
    expect(within(ceoRow).queryByRole('button', { name: '대표 계정 넘기기' })).toBeNull();
  });

  it('explains what happens and asks for the password before sending', async () => {
    const company = serveCompany();
    const dialog = await handOver(await activeRow('이심사'), '');
    expect(within(dialog).getByText('이심사님이 회사의 대표 계정이 됩니다.')).toBeInTheDocument();
    expect(within(dialog).getByText(/나는 구성원 계정이 되어/)).toBeInTheDocument();
    expect(await within(dialog).findByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(company.handovers).toEqual([]);
  });

  it('shows a wrong password under its field and keeps the modal open', async () => {
    const company = serveCompany();
    const dialog = await handOver(await activeRow('이심사'), 'wrongpass1');
    expect(await within(dialog).findByText('비밀번호가 맞지 않습니다.')).toBeInTheDocument();
    // Mantine marks a password field invalid with data-invalid (no aria-invalid).
    expect(passwordInput(dialog)).toHaveAttribute('data-invalid', 'true');
    expect(company.handovers).toEqual([{ user_id: 2, password: 'wrongpass1' }]);
    expect(screen.getByRole('dialog', { name: '대표 계정 넘기기' })).toBeInTheDocument();
  });

  it('hands over, then shows the caller as staff and the member as the CEO', async () => {
    const company = serveCompany();
    const row = await activeRow('이심사');
    expect(screen.queryByText(STAFF_NOTE)).toBeNull();
    await handOver(row, CEO_PASSWORD);

    expect(await screen.findByText('대표 계정을 넘겼습니다.')).toBeInTheDocument();
    expect(company.handovers).toEqual([{ user_id: 2, password: CEO_PASSWORD }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The session user and the list were fetched again.
    expect(await screen.findByText(STAFF_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '대표 계정 넘기기' })).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByText('이심사').closest('tr')!).getByText('대표')).toBeVisible(),
    );
    expect(within(screen.getByText('김데모').closest('tr')!).getByText('직원')).toBeVisible();
  });
});
