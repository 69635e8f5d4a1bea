import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { LpMemberDetailPage } from '../pages/LpMemberDetailPage';
import { application, matchingApplicant, matchingUnion, memberDetail } from '../test/fixtures';

const APPLICANTS: Record<string, ReturnType<typeof matchingApplicant>[]> = {
  '5': [
    matchingApplicant(51, '가나상사', { amount: 30_000_000 }),
    matchingApplicant(52, '다라물산', { matched_lp_member_id: 9 }),
  ],
  '6': [matchingApplicant(61, '마바투자', { amount: 5_000_000 })],
};

function setup(refuse = false) {
  const matched: unknown[] = [];
  const applicantCalls: string[] = [];
  let detailCalls = 0;
  let applications = [application(40, { union_name: '기존 조합' })];
  server.use(
    http.get(api('/lp-members/3'), () => {
      detailCalls += 1;
      return HttpResponse.json(memberDetail(3, { applications }));
    }),
    http.get(api('/lp-matching/unions'), () =>
      HttpResponse.json([matchingUnion(5, '1호 조합'), matchingUnion(6, '2호 조합')]),
    ),
    http.get(api('/lp-matching/unions/:unionId/applicants'), ({ params }) => {
      applicantCalls.push(String(params.unionId));
      return HttpResponse.json(APPLICANTS[String(params.unionId)] ?? []);
    }),
    http.post(api('/lp-members/3/matches'), async ({ request }) => {
      matched.push(await request.json());
      if (refuse) return problem(409, 'applicant_matched', '이미 다른 LP와 매칭된 신청입니다.');
      applications = [application(61, { union_id: 6, union_name: '2호 조합' }), ...applications];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderRoutes(
    [{ path: '/lp-membership-management/detail/:lpMemberIdx', element: <LpMemberDetailPage /> }],
    '/lp-membership-management/detail/3',
  );
  return { matched, applicantCalls, detailCalls: () => detailCalls };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '매칭' }));
  return screen.findByRole('dialog', { name: 'LP 매칭' });
}

describe('MatchingModal', () => {
  it('keeps 매칭 disabled until a union and a member are chosen', async () => {
    setup();
    const user = userEvent.setup();
    const dialog = await openModal(user);
    const submit = within(dialog).getByRole('button', { name: '매칭' });
    expect(within(dialog).getByText('조합을 선택해주세요.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(await within(dialog).findByRole('radio', { name: '1호 조합' }));
    const member = await within(dialog).findByRole('radio', { name: '가나상사' });
    expect(within(dialog).queryByText('조합을 선택해주세요.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('가나상사@example.com · 30,000,000원')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(member);
    expect(submit).toBeEnabled();
  });

  it('shows applicants matched to another LP as not selectable, with a note', async () => {
    setup();
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('radio', { name: '1호 조합' }));
    expect(await within(dialog).findByRole('radio', { name: '다라물산' })).toBeDisabled();
    expect(within(dialog).getByText('다른 LP와 매칭되었습니다.')).toBeInTheDocument();
  });

  it('loads the other union’s members and clears the member choice when the union changes', async () => {
    const { applicantCalls } = setup();
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('radio', { name: '1호 조합' }));
    await user.click(await within(dialog).findByRole('radio', { name: '가나상사' }));
    expect(within(dialog).getByRole('button', { name: '매칭' })).toBeEnabled();

    await user.click(within(dialog).getByRole('radio', { name: '2호 조합' }));
    const other = await within(dialog).findByRole('radio', { name: '마바투자' });
    expect(other).not.toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: '가나상사' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '매칭' })).toBeDisabled();
    expect(applicantCalls).toEqual(['5', '6']);
  });

  it('matches, says so, closes and starts empty the next time', async () => {
    const { matched, detailCalls } = setup();
    const user = userEvent.setup();
    let dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: '조합 검색' }), '호');
    await user.click(await within(dialog).findByRole('radio', { name: '2호 조합' }));
    await user.click(await within(dialog).findByRole('radio', { name: '마바투자' }));
    await user.click(within(dialog).getByRole('button', { name: '매칭' }));

    expect(await screen.findByText('매칭이 완료되었습니다.')).toBeInTheDocument();
    expect(matched).toEqual([{ applicant_id: 61 }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'LP 매칭' })).not.toBeInTheDocument(),
    );
    // The LP's applications are asked for again and show the new one.
    expect(await screen.findByRole('link', { name: '2호 조합' })).toBeInTheDocument();
    expect(detailCalls()).toBe(2);

    dialog = await openModal(user);
    expect(within(dialog).getByText('조합을 선택해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '조합 검색' })).toHaveValue('');
    expect(await within(dialog).findByRole('radio', { name: '2호 조합' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: '매칭' })).toBeDisabled();
  });

  it('keeps the modal and the choice when the server refuses the match', async () => {
    setup(true);
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('radio', { name: '1호 조합' }));
    await user.click(await within(dialog).findByRole('radio', { name: '가나상사' }));
    await user.click(within(dialog).getByRole('button', { name: '매칭' }));
    expect(await screen.findByText('이미 다른 LP와 매칭된 신청입니다.')).toBeInTheDocument();
    expect(screen.queryByText('매칭이 완료되었습니다.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '가나상사' })).toBeChecked();
  });

  it('asks before cancelling, and clears everything when confirmed', async () => {
    setup();
    const user = userEvent.setup();
    let dialog = await openModal(user);
    await user.click(await within(dialog).findByRole('radio', { name: '1호 조합' }));
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('정말 취소하시겠습니까?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '아니오' }));
    await waitFor(() =>
      expect(screen.queryByText('정말 취소하시겠습니까?')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('radio', { name: '1호 조합' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await user.click(await screen.findByRole('button', { name: '예' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'LP 매칭' })).not.toBeInTheDocument(),
    );
    dialog = await openModal(user);
    expect(await within(dialog).findByRole('radio', { name: '1호 조합' })).not.toBeChecked();
  });
});
