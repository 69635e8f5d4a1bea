import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { ComingSoonProvider } from '@/shared/navigation/comingSoon';
import { DashboardPage } from './DashboardPage';

describe('DashboardPage', () => {
  it('labels as 준비 중 only the shortcuts whose screens the route table has not built', async () => {
    server.use(
      http.get(api('/dashboard'), () =>
        HttpResponse.json({
          company_name: '데모투자파트너스',
          company_kind: 'investor',
          active_member_count: 2,
          pending_member_count: 1,
        }),
      ),
    );
    renderRoutes(
      [
        {
          path: '/dashboard',
          element: (
            <ComingSoonProvider value={(path) => path === '/report/status'}>
              <DashboardPage />
            </ComingSoonProvider>
          ),
        },
      ],
      '/dashboard',
    );
    const lp = await screen.findByRole('link', { name: /LP 관리/ });
    expect(within(lp).queryByText('준비 중')).not.toBeInTheDocument();
    const reports = screen.getByRole('link', { name: /보고서/ });
    expect(within(reports).getByText('준비 중')).toBeInTheDocument();
  });
});
