import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { application, lpPage, lpRow, matchingUnion, memberDetail } from '../test/fixtures';
import { LpMatchingPage } from './LpMatchingPage';

function setup() {
  const queries: (string | null)[] = [];
  server.use(
    http.get(api('/lp-members'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      queries.push(q);
      const rows = [lpRow(1), lpRow(2, { name: '홍길동' })].filter(
        (row) => !q || row.name.includes(q),
      );
      return HttpResponse.json(lpPage(rows));
    }),
    http.get(api('/lp-members/2'), () =>
      HttpResponse.json(
        memberDetail(2, { applications: [application(40, { union_name: '1호 조합' })] }),
      ),
    ),
    http.get(api('/lp-matching/unions'), () => HttpResponse.json([matchingUnion(5, '1호 조합')])),
  );
  renderRoutes([{ path: '/lp-matching', element: <LpMatchingPage /> }], '/lp-matching');
  return queries;
}

describe('LpMatchingPage', () => {
  it('searches the LPs, shows the picked one’s applications and opens the matching modal', async () => {
    const queries = setup();
    const user = userEvent.setup();
    expect(await screen.findByText('왼쪽에서 LP를 선택해 주세요.')).toBeInTheDocument();
    await screen.findByText('LP1');
    await user.type(screen.getByRole('textbox', { name: 'LP 검색' }), '홍');
    await waitFor(() => expect(queries.at(-1)).toBe('홍'), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('LP1')).not.toBeInTheDocument());

    await user.click(screen.getByText('홍길동'));
    expect(await screen.findByRole('link', { name: '1호 조합' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '매칭하기' }));
    const dialog = await screen.findByRole('dialog', { name: 'LP 매칭' });
    expect(await within(dialog).findByRole('radio', { name: '1호 조합' })).toBeInTheDocument();
  });
});
