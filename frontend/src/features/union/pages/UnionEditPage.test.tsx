import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { delay } from 'msw';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { unionDetail } from '../test/fixtures';
import { UnionEditPage } from './UnionEditPage';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/lp-invest-union-management/edit', element: <UnionEditPage /> },
      { path: '/lp-invest-union-management/edit/:fundIdx', element: <UnionEditPage /> },
      { path: '/lp-invest-union-management/detail/:fundIdx/info', element: <p>기본 정보 화면</p> },
    ],
    path,
  );
}

// The form is large: typing into it under jsdom takes a few seconds.
const SLOW = { timeout: 20_000 };

describe('UnionEditPage (create)', () => {
  it('computes 결성 총액 and the co-GP amounts live, keeping digits only', SLOW, async () => {
    renderAt('/lp-invest-union-management/edit');
    const user = userEvent.setup();
    expect(screen.getByTestId('formation-amount')).toHaveTextContent('-');
    await user.type(screen.getByLabelText(/^1좌당 금액/), '1,000,000원');
    expect(screen.getByLabelText(/^1좌당 금액/)).toHaveValue('1,000,000');
    await user.type(screen.getByLabelText(/^좌수/), '3a00');
    expect(screen.getByTestId('formation-amount')).toHaveTextContent('300,000,000원');

    await user.click(screen.getByRole('switch', { name: '공동 GP 있음' }));
    await user.type(screen.getByLabelText('공동 GP 1 좌수'), '5');
    expect(screen.getByText('5,000,000원')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '공동 GP 추가' }));
    expect(screen.getByLabelText('공동 GP 2 회사명')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '공동 GP 2 삭제' }));
    expect(screen.queryByLabelText('공동 GP 2 회사명')).not.toBeInTheDocument();
  });

  it('shows the server validation errors under their fields', SLOW, async () => {
    let sent: Record<string, unknown> | null = null;
    let calls = 0;
    server.use(
      http.post(api('/unions'), async ({ request }) => {
        calls += 1;
        sent = (await request.json()) as Record<string, unknown>;
        await delay(300);
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'name', message: '조합명을 입력해 주세요.' },
          { field: 'recruitment_end_date', message: '모집기간의 종료일은 시작일 이후여야 합니다.' },
          { field: 'co_gps[0].company_name', message: '공동 GP명을 입력해 주세요.' },
        ]);
      }),
    );
    renderAt('/lp-invest-union-management/edit');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: '공동 GP 있음' }));
    const save = screen.getByRole('button', { name: '저장' });
    await user.dblClick(save);

    expect(await screen.findByText('조합명을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^조합명/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('모집기간의 종료일은 시작일 이후여야 합니다.')).toBeInTheDocument();
    expect(screen.getByText('공동 GP명을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('공동 GP 1 회사명')).toHaveAttribute('aria-invalid', 'true');
    // A double click sends once.
    expect(calls).toBe(1);
    expect(sent).toMatchObject({ name: null, has_co_gp: true, co_gps: [{ company_name: null }] });
  });

  it('saves a new union and opens its basic-info tab', SLOW, async () => {
    server.use(
      http.post(api('/unions'), () => HttpResponse.json(unionDetail({ id: 42 }), { status: 201 })),
    );
    const { router } = renderAt('/lp-invest-union-management/edit');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^조합명/), '제1호 데모 개인투자조합');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('기본 정보 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lp-invest-union-management/detail/42/info');
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
  });
});

describe('UnionEditPage (edit)', () => {
  it('prefills the form and sends the changes', SLOW, async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
      http.put(api('/unions/5'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(unionDetail({ name: '바뀐 조합' }));
      }),
    );
    renderAt('/lp-invest-union-management/edit/5');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^조합명/);
    expect(name).toHaveValue('제1호 데모 개인투자조합');
    expect(screen.getByTestId('formation-amount')).toHaveTextContent('300,000,000원');
    // The legacy empty date is no date.
    expect(screen.getByLabelText('조합 만기일')).toHaveValue('');
    await user.clear(name);
    await user.type(name, '바뀐 조합');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('기본 정보 화면')).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: '바뀐 조합',
      unit_price: 1_000_000,
      unit_count: 300,
      due_date: null,
      base_rate: '8.00',
      fund_type: '2',
    });
  });

  it('is read-only for a formed union (E), without a save button', async () => {
    server.use(
      http.get(api('/unions/5'), () =>
        HttpResponse.json(unionDetail({ status: 'E', editable: false, next_statuses: [] })),
      ),
    );
    renderAt('/lp-invest-union-management/edit/5');
    expect(await screen.findByText('결성이 완료된 조합은 수정할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^조합명/)).toBeDisabled();
    expect(screen.getByLabelText(/^1좌당 금액/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
  });

  it('says so when the union does not exist', async () => {
    server.use(
      http.get(api('/unions/9'), () => problem(404, 'union_not_found', '조합을 찾을 수 없습니다.')),
    );
    renderAt('/lp-invest-union-management/edit/9');
    expect(
      await screen.findByRole('heading', { name: '조합을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '조합 목록으로 이동' })).toHaveAttribute(
        'href',
        '/lp-invest-union-management/list',
      ),
    );
  });
});
