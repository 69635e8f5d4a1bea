import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { WaitingCompletePage } from './WaitingCompletePage';

describe('WaitingCompletePage', () => {
  it('opened without a receipt (a link, a new tab), points to the lookup', async () => {
    renderRoutes(
      [{ path: '/waiting-complete', element: <WaitingCompletePage /> }],
      '/waiting-complete',
    );
    expect(await screen.findByText(/표시할 등록 내용이 없습니다/)).toBeInTheDocument();
    expect(screen.queryByText('대기 등록이 완료되었습니다')).toBeNull();
    expect(screen.queryByText(/번째/)).toBeNull();
    expect(screen.getByRole('link', { name: '등록 현황 조회' })).toHaveAttribute(
      'href',
      '/waiting-search-company',
    );
  });
});
