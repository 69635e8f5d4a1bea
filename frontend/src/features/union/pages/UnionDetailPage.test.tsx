import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UnionDetail } from '../api';
import { capitalBook } from '@/features/capital/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { unionDetail } from '../test/fixtures';
import { UnionDetailPage } from './UnionDetailPage';

const detail = '/lp-invest-union-management/detail/:fundIdx';

function setup(union: UnionDetail, path = '/lp-invest-union-management/detail/5/info') {
  const calls = { deleted: 0, statuses: [] as string[] };
  let current = union;
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(current)),
    http.get(api('/unions/5/applicants'), () =>
      HttpResponse.json({
        items: [],
        page: 1,
        page_size: 10,
        total_count: 0,
        status_counts: [],
        totals: {
          target_amount: 300_000_000,
          applied_amount: 0,
          applicant_count: 0,
          gp_count: 1,
          progress: 0,
          paid_amount: 0,
        },
      }),
    ),
    http.get(api('/unions/5/history'), () =>
      HttpResponse.json({
        items: [
          {
            id: 2,
            occurred_at: '2026-11-24T05:30:00Z',
            actor_name: '김대표',
            entity: 'union',
            entity_label: '조합',
            entity_id: 5,
            action: 'status_changed',
            action_label: '상태 변경',
            before: { status: 'R' },
            after: { status: 'S' },
          },
          {
            id: 1,
            occurred_at: '2026-11-24T05:00:00Z',
            actor_name: null,
            entity: 'union',
            entity_label: '조합',
            entity_id: 5,
            action: 'created',
            action_label: '등록',
            before: null,
            after: { name: '한빛 1호 조합', unit_count: 300 },
          },
        ],
        page: 1,
        page_size: 10,
        total_count: 2,
      }),
    ),
    http.delete(api('/unions/5'), () => {
      calls.deleted += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/unions/5/status'), async ({ request }) => {
      const { status } = (await request.json()) as { status: UnionDetail['status'] };
      calls.statuses.push(status);
      if (status === 'C') {
        return problem(409, 'status_change_not_allowed', '모집마감으로 변경할 수 없습니다.');
      }
      current = { ...current, status, next_statuses: ['R', 'C'] };
      return HttpResponse.json(current);
    }),
  );
  const view = renderRoutes(
    [
      ...[
        '',
        '/apply',
        '/info',
        '/formation',
        '/capital',
        '/data',
        '/communication',
        '/invest',
      ].map((tab) => ({
        path: `${detail}${tab}`,
        element: <UnionDetailPage />,
      })),
      { path: '/lp-invest-union-management/list', element: <p>조합 목록 화면</p> },
      { path: '/lp-invest-union-management/edit/:fundIdx', element: <p>수정 화면</p> },
    ],
    path,
  );
  return { ...view, calls };
}

describe('UnionDetailPage', () => {
  it('opens the apply tab by default', async () => {
    setup(unionDetail(), '/lp-invest-union-management/detail/5');
    expect(
      await screen.findByRole('heading', { name: '제1호 데모 개인투자조합' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '출자 신청 관리' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('조합원 목록이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/추가 출자금/)).not.toBeInTheDocument();
  });

  it('shows every field of the info tab with a dash when empty', async () => {
    setup(unionDetail());
    expect(await screen.findByRole('tab', { name: '기본 정보' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('결성 총액')).toHaveTextContent('300,000,000원');
    expect(value('1좌당 금액')).toHaveTextContent('1,000,000원');
    expect(value('좌수')).toHaveTextContent('300좌');
    expect(value('조합 유형')).toHaveTextContent('개인투자조합');
    expect(value('납입 방식')).toHaveTextContent('일시납');
    expect(value('모집기간')).toHaveTextContent('2026.12.01 ~ 2026.12.31');
    // '0000-00-00' and null are both empty.
    expect(value('조합 기간')).toHaveTextContent(/^-$/);
    expect(value('고유번호')).toHaveTextContent(/^-$/);
    expect(value('기준수익률')).toHaveTextContent('8%');
    expect(value('관리보수')).toHaveTextContent(/^-$/);
    expect(screen.getByTestId('co-gp-empty')).toHaveTextContent('-');
    expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/edit/5',
    );
  });

  it('lists the tabs in order and opens 결성 관리 from its tab', async () => {
    setup(unionDetail());
    server.use(
      http.get(api('/unions/5/formation'), () =>
        HttpResponse.json({
          union_id: 5,
          steps: [],
          missing_for_forming: [],
          missing_for_formed: [],
        }),
      ),
    );
    const user = userEvent.setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '출자 신청 관리',
      '기본 정보',
      '결성 관리',
      '출자금',
      '관련 자료',
      '커뮤니케이션',
      '투자 증빙',
    ]);
    await user.click(screen.getByRole('tab', { name: '결성 관리' }));
    expect(await screen.findByRole('region', { name: '결성 체크리스트' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '결성 관리' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens 출자금 from its tab', async () => {
    setup(unionDetail({ payment_method: '2' }));
    server.use(http.get(api('/unions/5/capital'), () => HttpResponse.json(capitalBook())));
    await userEvent.setup().click(await screen.findByRole('tab', { name: '출자금' }));
    expect(await screen.findByRole('region', { name: '출자금 현황' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '출자금' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the change history under the info, newest first, with what changed', async () => {
    setup(unionDetail());
    const history = await screen.findByRole('region', { name: '변경 이력' });
    const rows = await within(history).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('김대표');
    expect(rows[1]).toHaveTextContent('상태 변경');
    expect(rows[1]).toHaveTextContent('상태: 모집중 → 모집중지');
    expect(rows[2]).toHaveTextContent('등록');
    expect(rows[2]).toHaveTextContent('이름: 한빛 1호 조합');
    expect(rows[2]).toHaveTextContent('좌수: 300좌');
  });

  it('lists co-GPs with their amounts', async () => {
    setup(
      unionDetail({
        has_co_gp: true,
        co_gps: [{ company_name: '공동운용', unit_count: 5, amount: 5_000_000 }],
      }),
    );
    const row = (await screen.findByText('공동운용')).closest('tr')!;
    expect(within(row).getByText('5좌')).toBeInTheDocument();
    expect(within(row).getByText('5,000,000원')).toBeInTheDocument();
  });

  it('disables 수정 and shows the formed notice for status E', async () => {
    setup(unionDetail({ status: 'E', editable: false, next_statuses: [] }));
    expect(
      await screen.findByText(
        '조합 결성 이후 추가 출자금 또는 추가 조합원은 조합 운영팀으로 보내주세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '수정' })).toBeDisabled();
    expect(screen.getByText('결성완료')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /상태 변경/ })).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes and goes to the list', async () => {
    const { calls } = setup(unionDetail());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('조합을 삭제하시겠습니까? 삭제한 조합은 목록에서 사라집니다.'),
    ).toBeInTheDocument();
    expect(calls.deleted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('조합 목록 화면')).toBeInTheDocument();
    expect(calls.deleted).toBe(1);
    expect(await screen.findByText('삭제되었습니다.')).toBeInTheDocument();
  });

  it('offers only the next statuses, confirms, and shows a refusal message', async () => {
    const { calls } = setup(unionDetail());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /상태 변경/ }));
    // Under jsdom the dropdown can still be in its enter transition (hidden to role queries).
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['모집중지', '모집마감']);

    await user.click(items[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(calls.statuses).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(calls.statuses).toEqual(['S']));
    const header = await screen.findByRole('heading', { name: '제1호 데모 개인투자조합' });
    await waitFor(() =>
      expect(within(header.parentElement!).getByText('모집중지')).toBeInTheDocument(),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /상태 변경/ }));
    const next = await screen.findAllByRole('menuitem', { hidden: true });
    expect(next.map((item) => item.textContent)).toEqual(['모집중', '모집마감']);
    await user.click(next[1]!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '변경' }),
    );
    expect(await screen.findByText('모집마감으로 변경할 수 없습니다.')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown union', async () => {
    server.use(
      http.get(api('/unions/404'), () =>
        problem(404, 'union_not_found', '조합을 찾을 수 없습니다.'),
      ),
    );
    renderRoutes(
      [{ path: `${detail}/info`, element: <UnionDetailPage /> }],
      '/lp-invest-union-management/detail/404/info',
    );
    expect(
      await screen.findByRole('heading', { name: '조합을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
  });
});
