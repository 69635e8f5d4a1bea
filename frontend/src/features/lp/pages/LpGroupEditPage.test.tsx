import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { lpGroup, lpMember, lpPage, lpRow } from '../test/fixtures';
import { LpGroupEditPage } from './LpGroupEditPage';

/** Group 4 starts with LP1; the firm has LP1 to LP3. PUT replaces the members like the server. */
function setup() {
  let memberIds = [1];
  const puts: number[][] = [];
  const deleted: number[] = [];
  server.use(
    http.get(api('/lp-groups/4'), () =>
      HttpResponse.json({
        group: lpGroup(4, { name: 'VIP', member_count: memberIds.length }),
        members: memberIds.map((id) => lpMember(id)),
      }),
    ),
    http.get(api('/lp-groups/99'), () =>
      problem(404, 'lp_group_not_found', '그룹을 찾을 수 없습니다.'),
    ),
    http.get(api('/lp-members'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const rows = [lpRow(1), lpRow(2), lpRow(3)].filter((row) => row.name.includes(q));
      return HttpResponse.json(lpPage(rows));
    }),
    http.put(api('/lp-groups/4/members'), async ({ request }) => {
      const body = (await request.json()) as { lp_member_ids: number[] };
      puts.push([...body.lp_member_ids].sort());
      memberIds = body.lp_member_ids;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(api('/lp-groups/4'), () => {
      deleted.push(4);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { puts, deleted };
}

const render = (id = 4) =>
  renderRoutes(
    [
      { path: '/lp-group-management/:groupIdx/edit', element: <LpGroupEditPage /> },
      { path: '/lp-group-management/list', element: <p>그룹 목록 화면</p> },
    ],
    `/lp-group-management/${id}/edit`,
  );

const membersTable = () => screen.getByRole('table');

describe('LpGroupEditPage', () => {
  it('saves the whole member list chosen with 전체 선택 and a checkbox', async () => {
    const { puts } = setup();
    render();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '멤버 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '멤버 선택' });
    expect(await within(dialog).findByRole('checkbox', { name: 'LP1' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'LP2' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '전체 선택' }));
    expect(within(dialog).getByTestId('selected-count')).toHaveTextContent('선택 3명');
    await user.click(within(dialog).getByRole('checkbox', { name: 'LP2' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(puts).toEqual([[1, 3]]));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '멤버 선택' })).not.toBeInTheDocument(),
    );
    expect(await within(membersTable()).findByText('LP3')).toBeInTheDocument();
  });

  it('empties the group with 전체 삭제', async () => {
    const { puts } = setup();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '멤버 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '멤버 선택' });
    await within(dialog).findByRole('checkbox', { name: 'LP1' });
    await user.click(within(dialog).getByRole('button', { name: '전체 삭제' }));
    expect(within(dialog).getByRole('checkbox', { name: 'LP1' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts).toEqual([[]]));
    expect(await screen.findByText('그룹에 멤버가 없습니다.')).toBeInTheDocument();
  });

  it('asks before leaving the member selection with changes, and not without', async () => {
    const { puts } = setup();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '멤버 추가' }));
    let dialog = await screen.findByRole('dialog', { name: '멤버 선택' });
    await within(dialog).findByRole('checkbox', { name: 'LP1' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '멤버 선택' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('정말 나가시겠습니까?')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '멤버 추가' }));
    dialog = await screen.findByRole('dialog', { name: '멤버 선택' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'LP2' }));
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('정말 나가시겠습니까?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '나가기' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '멤버 선택' })).not.toBeInTheDocument(),
    );
    expect(puts).toEqual([]);
  });

  it('removes one member after confirmation, keeping the others', async () => {
    const { puts } = setup();
    render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'VIP' });
    // Two members first, through the selection modal.
    await user.click(screen.getByRole('button', { name: '멤버 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '멤버 선택' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'LP2' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await within(membersTable()).findByText('LP2');

    await user.click(screen.getByRole('button', { name: 'LP1 삭제' }));
    const confirm = await screen.findByRole('dialog', { name: '멤버 삭제' });
    expect(within(confirm).getByText('LP1님을 그룹에서 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(puts.at(-1)).toEqual([2]));
    await waitFor(() => expect(within(membersTable()).queryByText('LP1')).not.toBeInTheDocument());
  });

  it('deletes the group after confirmation and goes back to the list', async () => {
    const { deleted } = setup();
    render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'VIP' });
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('‘VIP’ 그룹을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('그룹 목록 화면')).toBeInTheDocument();
    expect(deleted).toEqual([4]);
  });

  it('opens the group modal prefilled for 수정', async () => {
    setup();
    render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'VIP' });
    await user.click(screen.getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 수정' });
    expect(within(dialog).getByRole('textbox', { name: /그룹명/ })).toHaveValue('VIP');
    expect(within(dialog).getByRole('textbox', { name: '그룹 설명' })).toHaveValue('그룹4 설명');
  });

  it('says when the group does not exist', async () => {
    setup();
    render(99);
    expect(await screen.findByText('그룹을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '그룹 목록으로 이동' })).toBeInTheDocument();
  });
});
