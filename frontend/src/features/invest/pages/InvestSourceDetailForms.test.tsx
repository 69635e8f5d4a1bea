import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { investmentOf, portfolioOf } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/investServer';
import { InvestSourceDetailPage } from './InvestSourceDetailPage';

type Answer = () => Response;
const created = () => HttpResponse.json(investmentOf(5), { status: 201 });

function setup(answer: Answer = created) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const keys: (string | null)[] = [];
  let reads = 0;
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const body = request.method === 'DELETE' ? null : await request.json();
    sent.push({ method: request.method, path, body });
    keys.push(request.headers.get('Idempotency-Key'));
    return answer();
  };
  serveMe();
  server.use(
    http.get(api('/unions/1/portfolio'), () => {
      reads += 1;
      return HttpResponse.json(portfolioOf());
    }),
    http.get(api('/startups/suggestions'), () =>
      HttpResponse.json([{ id: 77, name: '새로운기업' }]),
    ),
    http.post(api('/unions/1/investments'), ({ request }) => record(request)),
    http.post(api('/unions/1/recoveries'), ({ request }) => record(request)),
    http.delete(api('/investments/:id'), ({ request }) => record(request)),
  );
  renderRoutes(
    [{ path: '/invest-resources/detail', element: <InvestSourceDetailPage /> }],
    '/invest-resources/detail?issno=1',
  );
  return { sent, keys, reads: () => reads };
}

type User = ReturnType<typeof userEvent.setup>;

async function openForm(user: User, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

async function fillInvestment(user: User, dialog: HTMLElement) {
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  fireEvent.change(field(/^계약일/), { target: { value: '2026-03-02' } });
  fireEvent.change(field(/^투자일/), { target: { value: '2026-03-01' } });
  await user.type(field(/^주식 종류/), '보통주');
  await user.type(field(/^액면가/), '500');
  await user.type(field(/^주식 수/), '4000');
  await user.type(field(/^주당 가격/), '25000');
}

describe('InvestSourceDetailPage forms', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('computes the amount live and puts the server’s field message on its field', async () => {
    const { sent, keys } = setup(() =>
      problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
        { field: 'invested_on', message: '투자일은 계약일보다 빠를 수 없습니다.' },
      ]),
    );
    const user = userEvent.setup();
    const dialog = await openForm(user, '데모스타트업 투자 추가');
    await fillInvestment(user, dialog);
    expect(within(dialog).getByLabelText(/^투자 금액/)).toHaveValue('100,000,000원');

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(
      await within(dialog).findByText('투자일은 계약일보다 빠를 수 없습니다.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^투자일/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/unions/1/investments',
        body: {
          startup_id: 41,
          contracted_on: '2026-03-02',
          registered_on: null,
          invested_on: '2026-03-01',
          stock_kind: '보통주',
          shares: 4000,
          price_per_share: 25_000,
          amount: 100_000_000,
          face_value: 500,
          shares_before: null,
          shares_after: null,
        },
      },
    ]);
    // A retried save must not record the investment twice: the request carries its key.
    expect(keys[0]).toMatch(/^[!-~]{8,}$/);
  });

  it('asks for what is missing before sending anything', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    const dialog = await openForm(user, '투자 추가');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('기업을 선택해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('계약일을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('주당 가격은 0원보다 커야 합니다.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('adds a first investment in a startup picked by name, then reads the portfolio again', async () => {
    const { sent, reads } = setup();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: '데모스타트업' });
    const dialog = await openForm(user, '투자 추가');
    await user.type(within(dialog).getByRole('combobox', { name: /^기업/ }), '새로');
    await user.click(await screen.findByRole('option', { name: '새로운기업', hidden: true }));
    await fillInvestment(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('투자를 추가했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.body).toMatchObject({ startup_id: 77, amount: 100_000_000 });
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('shows the ledger’s refusal of a sale in the form', async () => {
    const message = '2026-11-25에 조합이 보유한 주식보다 많이 회수할 수 없습니다.';
    const { sent } = setup(() => problem(409, 'ledger_inconsistent', message));
    const user = userEvent.setup();
    const dialog = await openForm(user, '데모스타트업 회수 추가');
    expect(within(dialog).getByLabelText(/^회수일/)).toHaveValue('2026-11-25');
    expect(within(dialog).getByText('기준일 보유 4,000주')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^회수 주식 수/), '5000');
    await user.type(within(dialog).getByLabelText(/^회수 금액/), '300000000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/unions/1/recoveries',
      body: { startup_id: 41, on: '2026-11-25', shares_sold: 5000, received: 300_000_000 },
    });
  });

  it('deletes a row after asking, and says why the ledger refused it', async () => {
    const message = '2026-05-01 회수에 필요한 주식이라 이 투자를 삭제할 수 없습니다.';
    const { sent } = setup(() => problem(409, 'ledger_inconsistent', message));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '2024.03.15 투자 삭제' }));
    const confirm = await screen.findByRole('dialog', { name: '투자 내역 삭제' });
    expect(confirm).toHaveTextContent('2024.03.15 투자 내역을 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/investments/3', body: null }]);
  });
});
