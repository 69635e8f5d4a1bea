import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LpStatus } from '@/entities/lp';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { application, lpMember, memberDetail } from '../test/fixtures';
import { LpMemberDetailPage } from './LpMemberDetailPage';

function setup() {
  let member = lpMember(3, {
    name: '',
    email: 'new@x.kr',
    status: 'W',
    note: '',
    has_account: false,
  });
  let applications = [application(40, { union_name: '1호 조합', status: 'P' })];
  const patches: unknown[] = [];
  const unmatched: number[] = [];
  server.use(
    http.get(api('/lp-members/3'), () =>
      HttpResponse.json(
        memberDetail(3, { member, applications, groups: [{ id: 4, name: 'VIP' }] }),
      ),
    ),
    http.get(api('/lp-members/8'), () => problem(404, 'lp_member_not_found', '없습니다.')),
    http.patch(api('/lp-members/3'), async ({ request }) => {
      const body = (await request.json()) as { status: LpStatus; note: string };
      patches.push(body);
      member = { ...member, ...body };
      return HttpResponse.json(member);
    }),
    http.delete(api('/lp-members/3/matches/:applicantId'), ({ params }) => {
      unmatched.push(Number(params.applicantId));
      applications = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { patches, unmatched };
}

const render = (id = 3) =>
  renderRoutes(
    [
      { path: '/lp-membership-management/detail/:lpMemberIdx', element: <LpMemberDetailPage /> },
      { path: '/lp-group-management/:groupIdx/edit', element: <p>그룹 화면</p> },
    ],
    `/lp-membership-management/detail/${id}`,
  );

describe('LpMemberDetailPage', () => {
  it('shows the e-mail for an LP who has not signed up, its groups and its applications', async () => {
    setup();
    render();
    expect(await screen.findByRole('heading', { name: 'new@x.kr' })).toBeInTheDocument();
    expect(screen.getByText('미가입')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP' })).toHaveAttribute(
      'href',
      '/lp-group-management/4/edit',
    );
    const row = screen.getByRole('link', { name: '1호 조합' }).closest('tr')!;
    expect(screen.getByRole('link', { name: '1호 조합' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/5/apply/member/40',
    );
    expect(within(row).getByText('납입완료')).toBeInTheDocument();
    expect(within(row).getByText('1,000만원')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.21')).toBeInTheDocument();
  });

  it('saves the status and the note together', async () => {
    const { patches } = setup();
    render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'new@x.kr' });
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '정상' }));
    await user.type(screen.getByRole('textbox', { name: '메모' }), 'VIP 후보');
    await user.click(save);
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'N', note: 'VIP 후보' }]);
    // The header badge follows the saved status.
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { name: 'new@x.kr' }).parentElement!).getByText('정상'),
      ).toBeInTheDocument(),
    );
  });

  it('unmatches an application after confirmation', async () => {
    const { unmatched } = setup();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '1호 조합 매칭 해제' }));
    expect(
      await screen.findByText('‘1호 조합’ 출자 신청과의 매칭을 해제하시겠습니까?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '해제' }));
    expect(await screen.findByText('매칭된 출자 신청이 없습니다.')).toBeInTheDocument();
    expect(unmatched).toEqual([40]);
  });

  it('says when the LP does not exist', async () => {
    setup();
    render(8);
    expect(await screen.findByText('LP를 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
