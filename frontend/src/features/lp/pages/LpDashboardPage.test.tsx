import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { dashboard } from '../test/fixtures';
import { LpDashboardPage } from './LpDashboardPage';

const render = () =>
  renderRoutes(
    [
      { path: '/lp-management-dashboard', element: <LpDashboardPage /> },
      {
        path: '/lp-invest-union-management/detail/:fundIdx/apply/member/:memberIdx',
        element: <p>신청자 상세 화면</p>,
      },
    ],
    '/lp-management-dashboard',
  );

describe('LpDashboardPage', () => {
  it('shows the LP counts and the applied and paid totals the server adds up', async () => {
    server.use(
      http.get(api('/lp-dashboard'), () =>
        HttpResponse.json(
          dashboard({ totals: { lps: 8, applied_amount: 200_000_000, paid_amount: 80_000_000 } }),
        ),
      ),
    );
    render();
    const tile = async (label: string) => within(await screen.findByTestId(`tile-${label}`));
    expect((await tile('전체 LP')).getByText('8명')).toBeInTheDocument();
    expect((await tile('대기 LP')).getByText('2명')).toBeInTheDocument();
    expect((await tile('정상 LP')).getByText('5명')).toBeInTheDocument();
    expect((await tile('정지 LP')).getByText('1명')).toBeInTheDocument();
    expect((await tile('총 신청 금액')).getByText('2억원')).toBeInTheDocument();
    expect((await tile('총 납입 금액')).getByText('8,000만원')).toBeInTheDocument();
  });

  it('draws each union’s applicants by status and its progress against the target', async () => {
    server.use(http.get(api('/lp-dashboard'), () => HttpResponse.json(dashboard())));
    render();
    const card = within(await screen.findByTestId('union-5'));
    // Only statuses with applicants get a bar section, labelled with their count.
    expect(card.getByLabelText('심사중 3명')).toBeInTheDocument();
    expect(card.getByLabelText('심사완료 2명')).toBeInTheDocument();
    expect(card.getByLabelText('납입완료 4명')).toBeInTheDocument();
    expect(card.queryByLabelText('서류제출 0명')).not.toBeInTheDocument();
    expect(card.getByText('신청 1.5억원 / 목표 3억원')).toBeInTheDocument();
    expect(card.getByText('50%')).toBeInTheDocument();
  });

  it('links the recent applications and documents to the applicant', async () => {
    server.use(http.get(api('/lp-dashboard'), () => HttpResponse.json(dashboard())));
    render();
    expect(await screen.findByText('신분증.pdf')).toBeInTheDocument();
    expect(screen.getByText('신분증 사본')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: '홍길동' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/lp-invest-union-management/detail/5/apply/member/7');
    }
    await userEvent.setup().click(links[0]!);
    expect(await screen.findByText('신청자 상세 화면')).toBeInTheDocument();
  });

  it('says so when the firm has no unions', async () => {
    server.use(
      http.get(api('/lp-dashboard'), () =>
        HttpResponse.json(dashboard({ unions: [], recent_applications: [], recent_documents: [] })),
      ),
    );
    render();
    expect(await screen.findByText('진행 중인 조합이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '조합 등록' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/edit',
    );
  });
});
