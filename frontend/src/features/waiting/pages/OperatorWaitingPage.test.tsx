import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, problem, server } from '@/test/server';
import { entry, MAIL_FAILED, serveWaiting } from '../test/waitingServer';
import { OperatorWaitingPage } from './OperatorWaitingPage';

const operator = { ...demoCeo, name: '운영자', operator: true };
const LONG_NOTE = `${'도입 일정과 요금이 궁금합니다. '.repeat(4)}끝.`;

const render = (path = '/operator/waiting-list') =>
  renderRoutes([{ path: '/operator/waiting-list', element: <OperatorWaitingPage /> }], path);

const queue = () => [
  entry(1, {
    company_name: '한빛벤처스',
    business_number: '123-45-67891',
    contact_name: '이담당',
    email: 'lee@hanbit.vc',
    phone: '010-2222-3333',
    note: LONG_NOTE,
  }),
  entry(2, {
    company_name: '새싹랩',
    company_kind: 'startup',
    company_kind_label: '스타트업',
    note: '짧은 문의',
  }),
];

const rowOf = (table: HTMLElement, company: string) =>
  within(table).getByText(company).closest('tr') as HTMLElement;

describe('OperatorWaitingPage', () => {
  it('tells anyone but operator staff the page is not theirs, asking for nothing', async () => {
    const calls = serveWaiting({ loggedIn: true, entries: queue() });
    render();
    expect(await screen.findByText('운영팀 계정만 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.lists).toEqual([]);
  });

  it('shows the refusal when the server refuses the list', async () => {
    // The user details still say operator, the server no longer does.
    serveWaiting({ loggedIn: true, me: operator, entries: queue() });
    server.use(
      http.get(api('/operator/waiting-list'), () =>
        problem(403, 'operator_only', '운영팀만 사용할 수 있습니다.'),
      ),
    );
    render();
    expect(await screen.findByText('운영팀 계정만 볼 수 있습니다.')).toBeInTheDocument();
  });

  it('lists the queue in order with the company, its contact and its note', async () => {
    const calls = serveWaiting({ loggedIn: true, me: operator, entries: queue() });
    render();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '대기 등록 목록' });
    expect(calls.lists).toEqual([{ status: 'waiting', page: '1' }]);
    const first = rowOf(table, '한빛벤처스');
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(within(first).getByText('투자사')).toBeInTheDocument();
    expect(within(first).getByText('123-45-67891')).toBeInTheDocument();
    expect(within(first).getByText('lee@hanbit.vc')).toBeInTheDocument();
    expect(within(first).getByText('010-2222-3333')).toBeInTheDocument();
    expect(within(rowOf(table, '새싹랩')).getByText('스타트업')).toBeInTheDocument();
    expect(within(rowOf(table, '새싹랩')).getByText('짧은 문의')).toBeInTheDocument();
    expect(
      screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '총 2건'),
    ).toBeInTheDocument();

    // A long note is cut, and opened on demand.
    expect(within(first).queryByText(LONG_NOTE)).toBeNull();
    await user.click(within(first).getByRole('button', { name: '전체 보기' }));
    expect(within(first).getByText(LONG_NOTE)).toBeInTheDocument();
  });

  it('onboards a company only once confirmed, which then leaves the queue', async () => {
    const calls = serveWaiting({ loggedIn: true, me: operator, entries: queue() });
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '한빛벤처스 이용 안내' }));
    const dialog = await screen.findByRole('dialog', { name: '이용 안내' });
    expect(within(dialog).getByText('한빛벤처스에 이용 안내 메일을 보냅니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.onboards).toEqual([]);

    await user.click(screen.getByRole('button', { name: '한빛벤처스 이용 안내' }));
    const again = await screen.findByRole('dialog', { name: '이용 안내' });
    await user.click(within(again).getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText('한빛벤처스에 이용 안내 메일을 보냈습니다.'),
    ).toBeInTheDocument();
    expect(calls.onboards).toEqual([1]);
    await waitFor(() => expect(screen.queryByText('한빛벤처스')).toBeNull());

    await user.click(screen.getByRole('tab', { name: '이용 안내 완료' }));
    expect(router.state.location.search).toBe('?status=onboarded');
    const table = await screen.findByRole('table', { name: '대기 등록 목록' });
    const row = rowOf(table, '한빛벤처스');
    expect(within(row).getByText('2026.11.22')).toBeInTheDocument();
    expect(within(row).queryByText('메일 실패')).toBeNull();
    expect(calls.lists.at(-1)).toEqual({ status: 'onboarded', page: '1' });
  });

  it('shows a failed mail, and sends it again from 이용 안내 완료', async () => {
    let failing = true;
    const calls = serveWaiting({
      loggedIn: true,
      me: operator,
      entries: queue(),
      mailFails: () => failing,
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '새싹랩 이용 안내' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '보내기' }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`새싹랩: ${MAIL_FAILED}`)).toBeInTheDocument();
    expect(screen.queryByText('새싹랩에 이용 안내 메일을 보냈습니다.')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: '이용 안내 완료' }));
    const table = await screen.findByRole('table', { name: '대기 등록 목록' });
    const row = rowOf(table, '새싹랩');
    expect(within(row).getByText('메일 실패')).toBeInTheDocument();

    failing = false;
    await user.click(within(row).getByRole('button', { name: '새싹랩 이용 안내 다시 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: '이용 안내 다시 보내기' });
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('새싹랩에 이용 안내 메일을 보냈습니다.')).toBeInTheDocument();
    expect(calls.onboards).toEqual([2, 2]);
    await waitFor(() => expect(screen.queryByText('메일 실패')).toBeNull());
  });
});
