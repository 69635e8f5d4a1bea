import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { serveCompany } from '../test/companyServer';
import { GroupManagePage } from './GroupManagePage';

const render = () =>
  renderRoutes([{ path: '/group-mange', element: <GroupManagePage /> }], '/group-mange');

const card = (name: string) => screen.findByRole('region', { name });
const nameInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^그룹명\s*\*?$/);

/** A picker's dropdown (its options count as hidden: the transition never ends under jsdom). */
const listOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-controls') ?? '')!;
const optionsOf = (input: HTMLElement) =>
  within(listOf(input))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

async function openCreate() {
  await userEvent.setup().click(await screen.findByRole('button', { name: '그룹 만들기' }));
  return screen.findByRole('dialog', { name: '그룹 만들기' });
}

describe('GroupManagePage', () => {
  it('shows each team with its members, count and leader', async () => {
    serveCompany();
    render();
    const team = await card('심사팀');
    expect(within(team).getByText('2명')).toBeInTheDocument();
    const leader = within(team).getByText('이심사').closest('li')!;
    expect(within(leader).getByText('그룹장')).toBeInTheDocument();
    expect(within(leader).getByText('user2@johap.kr')).toBeInTheDocument();
    const other = within(team).getByText('박투자').closest('li')!;
    expect(within(other).queryByText('그룹장')).toBeNull();
    expect(within(team).getAllByText('그룹장')).toHaveLength(1);
  });

  it('refuses an empty name without sending', async () => {
    const company = serveCompany();
    render();
    const dialog = await openCreate();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('그룹명을 입력해주세요.')).toBeInTheDocument();
    expect(nameInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(company.teamCreates).toEqual([]);
  });

  it('creates a team with its members and leader', async () => {
    const company = serveCompany();
    render();
    const user = userEvent.setup();
    const dialog = await openCreate();
    await user.type(nameInput(dialog), ' 투자팀 ');
    // Searchable: typing narrows the active members down.
    const members = within(dialog).getByRole('combobox', { name: '구성원' });
    await user.type(members, '박');
    expect(optionsOf(members)).toEqual(['박투자 (user3@johap.kr)']);
    await user.click(within(listOf(members)).getByRole('option', { name: /박투자/, hidden: true }));
    // Only the chosen members may lead.
    const leader = within(dialog).getByRole('combobox', { name: '그룹장' });
    await user.click(leader);
    expect(optionsOf(leader)).toEqual(['박투자 (user3@johap.kr)']);
    await user.click(within(listOf(leader)).getByRole('option', { name: /박투자/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('그룹을 만들었습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const team = await card('투자팀');
    expect(within(team).getByText('그룹장')).toBeInTheDocument();
    expect(company.teamCreates).toEqual([
      { body: { name: '투자팀', member_ids: [3], leader_id: 3 }, key: expect.any(String) },
    ]);
  });

  it('shows a taken name under the name field', async () => {
    const company = serveCompany();
    render();
    const user = userEvent.setup();
    const dialog = await openCreate();
    await user.type(nameInput(dialog), '심사팀');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('이미 있는 그룹명입니다.')).toBeInTheDocument();
    expect(nameInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(company.teamCreates).toHaveLength(1);
  });

  it('edits a team in the same modal, prefilled', async () => {
    const company = serveCompany();
    render();
    const user = userEvent.setup();
    await user.click(within(await card('심사팀')).getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 수정' });
    expect(nameInput(dialog)).toHaveValue('심사팀');
    await user.clear(nameInput(dialog));
    await user.type(nameInput(dialog), '심사1팀');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await card('심사1팀')).toBeInTheDocument();
    expect(company.teamUpdates).toEqual([
      { id: 10, body: { name: '심사1팀', member_ids: [2, 3], leader_id: 2 } },
    ]);
  });

  it('deletes a team once confirmed, naming it', async () => {
    const company = serveCompany();
    render();
    const user = userEvent.setup();
    await user.click(within(await card('심사팀')).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 삭제' });
    expect(within(dialog).getByText('‘심사팀’ 그룹을 삭제하시겠습니까?')).toBeInTheDocument();
    expect(company.teamDeletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('아직 만든 그룹이 없습니다.')).toBeInTheDocument();
    expect(company.teamDeletes).toEqual([10]);
  });

  it('shows staff the teams read-only with the note', async () => {
    serveCompany({ me: { ...demoCeo, role: 'staff' } });
    render();
    await card('심사팀');
    expect(await screen.findByText('그룹 관리는 대표 계정만 할 수 있습니다.')).toBeInTheDocument();
    for (const name of ['그룹 만들기', '수정', '삭제']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('offers the CEO the first team when there is none', async () => {
    serveCompany({ teams: [] });
    render();
    expect(await screen.findByText('아직 만든 그룹이 없습니다.')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: '그룹 만들기' })).toHaveLength(2);
  });
});
