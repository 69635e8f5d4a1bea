import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { BankAccountBody } from '../api';
import { bankAccount } from '../test/fixtures';
import { renderCommunicationTab } from '../test/renderTab';

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '계좌 등록' }));
  return screen.findByRole('dialog', { name: '계좌 정보' });
}

async function pickBank(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
) {
  const input = within(dialog).getByRole('combobox', { name: /은행/ });
  // Searchable: typing narrows the 50-odd banks down.
  await user.type(input, name.slice(0, 2));
  // The dropdown's transition never ends under jsdom: its options count as hidden.
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('BankAccountModal', () => {
  it('keeps 저장 disabled until bank, number and depositor are all filled, then saves', async () => {
    const saved: BankAccountBody[] = [];
    let account: ReturnType<typeof bankAccount> | null = null;
    server.use(
      http.put(api('/unions/5/bank-account'), async ({ request }) => {
        const body = (await request.json()) as BankAccountBody;
        saved.push(body);
        account = bankAccount({ account_number: body.account_number, depositor: body.depositor });
        return HttpResponse.json(account);
      }),
    );
    renderCommunicationTab({ account: () => account });
    const user = userEvent.setup();
    const dialog = await openForm(user);
    const save = within(dialog).getByRole('button', { name: '저장' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /은행/ })).toBeEnabled(),
    );
    expect(save).toBeDisabled();

    await pickBank(user, dialog, '신한은행');
    expect(save).toBeDisabled();
    // Letters are dropped: an account number is digits and hyphens.
    await user.type(within(dialog).getByRole('textbox', { name: /계좌번호/ }), '110-12a3-456789');
    expect(within(dialog).getByRole('textbox', { name: /계좌번호/ })).toHaveValue('110-123-456789');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /예금주/ }), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /예금주/ }), '한빛조합');
    expect(save).toBeEnabled();

    await user.click(save);
    expect(await screen.findByText('납입 계좌를 저장했습니다.')).toBeInTheDocument();
    expect(saved).toEqual([
      { bank_code: '088', account_number: '110-123-456789', depositor: '한빛조합' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '계좌 정보' })).not.toBeInTheDocument(),
    );
    const section = screen.getByRole('region', { name: '납입 계좌' });
    expect(await within(section).findByText('한빛조합')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: '결성계획 승인 및 출자금 납입 요청' });
    expect(within(payment).getByRole('button', { name: /발송하기/ })).toBeEnabled();
  });

  it("shows the server's refusals under their fields", async () => {
    server.use(
      http.put(api('/unions/5/bank-account'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'account_number', message: '계좌번호는 숫자와 -로 8~20자리를 입력해주세요.' },
        ]),
      ),
    );
    renderCommunicationTab();
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /은행/ })).toBeEnabled(),
    );
    await pickBank(user, dialog, '우리은행');
    await user.type(within(dialog).getByRole('textbox', { name: /계좌번호/ }), '1234');
    await user.type(within(dialog).getByRole('textbox', { name: /예금주/ }), '한빛');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(
      await within(dialog).findByText('계좌번호는 숫자와 -로 8~20자리를 입력해주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '계좌 정보' })).toBeInTheDocument();
  });
});
