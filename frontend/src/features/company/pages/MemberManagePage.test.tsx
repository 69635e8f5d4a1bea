import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { MemberManagePage } from './MemberManagePage';

const pending = {
  user_id: 7,
  name: '이대기',
  email: 'wait@johap.kr',
  phone: '01099998888',
  role: 'staff',
  group_status: 'w',
  joined_at: '2026-11-20T01:00:00Z',
};

function setup(me = demoCeo) {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let approved = false;
  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/company/members'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const items = status === 'w' && !approved ? [pending] : [];
      return HttpResponse.json({ items, page: 1, page_size: 10, total_count: items.length });
    }),
    http.post(api('/company/members/7/approve'), () => {
      approved = true;
      return HttpResponse.json({ ...pending, group_status: 'c' });
    }),
  );
  renderRoutes([{ path: '/member-mange', element: <MemberManagePage /> }], '/member-mange');
  return { wasApproved: () => approved };
}

describe('MemberManagePage', () => {
  it('lets the CEO approve a pending member, then refreshes the list', async () => {
    const { wasApproved } = setup();
    const row = (await screen.findByText('이대기')).closest('tr')!;
    expect(within(row).getByText('010-9999-8888')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.20')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(wasApproved()).toBe(true));
    expect(await screen.findByText('내역이 없습니다.')).toBeInTheDocument();
  });

  it('shows staff the list without approval buttons', async () => {
    setup({ ...demoCeo, role: 'staff' });
    await screen.findByText('이대기');
    expect(
      screen.getByText('가입 승인·거절과 강퇴는 회사 대표 계정만 할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
  });
});
