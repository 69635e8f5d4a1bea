import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { inquiry, serveSupport } from '../test/supportServer';
import { InquiryHistoryPage } from './InquiryHistoryPage';

const render = () =>
  renderRoutes([{ path: '/inquiry-history', element: <InquiryHistoryPage /> }], '/inquiry-history');

describe('InquiryHistoryPage', () => {
  it("lists the user's questions, newest first, with their status and links", async () => {
    serveSupport({
      inquiries: [
        inquiry(7, { title: '명부 문의', category: 'union' }),
        inquiry(8, {
          title: '결제 문의',
          category: 'payment',
          status: 'answered',
          answer: '확인했습니다.',
          created_at: '2026-11-21T01:00:00Z',
        }),
      ],
    });
    render();
    const table = await screen.findByRole('table', { name: '문의 내역' });
    const [newest, older] = within(table).getAllByRole('row').slice(1);
    expect(within(newest!).getByRole('link')).toHaveTextContent('결제 문의');
    expect(within(newest!).getByRole('link')).toHaveAttribute('href', '/inquiry-detail?idx=8');
    expect(within(newest!).getByText('답변 완료')).toBeInTheDocument();
    expect(within(newest!).getByText('결제·포인트')).toBeInTheDocument();
    expect(within(newest!).getByText('2026.11.21')).toBeInTheDocument();
    expect(within(older!).getByText('답변 대기')).toBeInTheDocument();
    expect(within(older!).queryByText('답변 완료')).toBeNull();
    expect(within(older!).getByText('조합 운영')).toBeInTheDocument();
  });

  it('offers the first question when there is none', async () => {
    serveSupport({ inquiries: [] });
    render();
    expect(await screen.findByText('아직 남기신 문의가 없습니다.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: '1:1 문의하기' });
    // The header's and the empty state's.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/inquiry');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
