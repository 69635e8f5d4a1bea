import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { inquiry, serveSupport } from '../test/supportServer';
import { OperatorSupportPage } from './OperatorSupportPage';

const operator = { ...demoCeo, name: '운영자', operator: true };

const render = (path = '/operator/support') =>
  renderRoutes([{ path: '/operator/support', element: <OperatorSupportPage /> }], path);

/** An input by its label, with or without the required mark. */
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('OperatorSupportPage', () => {
  it('tells anyone but operator staff the page is not theirs, asking for nothing', async () => {
    const calls = serveSupport();
    render();
    expect(await screen.findByText('운영팀 계정만 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '문의 답변' })).toBeNull();
    expect(calls.operatorLists).toEqual([]);
  });

  it('answers a waiting inquiry, which then leaves the waiting list', async () => {
    const calls = serveSupport({
      me: operator,
      inquiries: [
        inquiry(7, { title: '명부 문의', company_name: '한빛벤처스', author_name: '이심사' }),
      ],
    });
    render();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '문의 목록' });
    expect(within(table).getByText('한빛벤처스')).toBeInTheDocument();
    expect(within(table).getByText('이심사')).toBeInTheDocument();
    expect(calls.operatorLists).toEqual(['waiting']);

    await user.click(within(table).getByRole('button', { name: '명부 문의' }));
    const dialog = await screen.findByRole('dialog', { name: '문의 답변' });
    expect(await within(dialog).findByText(/조합원 명부를 받을 수 있나요/)).toBeInTheDocument();
    expect(within(dialog).getByText(/한빛벤처스 · 이심사/)).toBeInTheDocument();
    // Empty: refused before sending.
    await user.click(within(dialog).getByRole('button', { name: '답변 저장' }));
    expect(await within(dialog).findByText('답변을 입력해 주세요.')).toBeInTheDocument();
    expect(calls.answers).toEqual([]);

    await user.type(field(dialog, '답변'), '안녕하세요.{enter}명부 탭에서 받을 수 있습니다.');
    await user.click(within(dialog).getByRole('button', { name: '답변 저장' }));
    expect(await screen.findByText('답변을 저장했습니다.')).toBeInTheDocument();
    expect(calls.answers).toEqual([
      { id: 7, body: { answer: '안녕하세요.\n명부 탭에서 받을 수 있습니다.' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('답변을 기다리는 문의가 없습니다.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '답변 완료' }));
    expect(await screen.findByRole('button', { name: '명부 문의' })).toBeInTheDocument();
    expect(calls.operatorLists.at(-1)).toBe('answered');
  });

  it('writes a pinned notice', async () => {
    const calls = serveSupport({ me: operator });
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '공지사항' }));
    expect(router.state.location.search).toBe('?tab=notices');
    await user.click(await screen.findByRole('button', { name: '공지 작성' }));
    const dialog = await screen.findByRole('dialog', { name: '공지 작성' });
    await user.type(field(dialog, '제목'), ' 1월 점검 안내 ');
    await user.type(field(dialog, '내용'), '1월 3일 점검합니다.{enter}감사합니다.');
    await user.click(within(dialog).getByRole('checkbox', { name: /상단 고정/ }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('공지사항을 등록했습니다.')).toBeInTheDocument();
    expect(calls.noticeCreates).toEqual([
      { title: '1월 점검 안내', body: '1월 3일 점검합니다.\n감사합니다.', pinned: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: '공지사항 관리' });
    expect(await within(table).findByText('1월 점검 안내')).toBeInTheDocument();
  });

  it('deletes a notice only once confirmed', async () => {
    const calls = serveSupport({ me: operator });
    render('/operator/support?tab=notices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '서비스 오픈 안내 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '공지사항 삭제' });
    expect(
      within(dialog).getByText('‘서비스 오픈 안내’ 공지를 삭제하시겠습니까?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.noticeDeletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: '서비스 오픈 안내 삭제' }));
    const again = await screen.findByRole('dialog', { name: '공지사항 삭제' });
    await user.click(within(again).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('공지사항을 삭제했습니다.')).toBeInTheDocument();
    expect(calls.noticeDeletes).toEqual([1]);
    await waitFor(() => expect(screen.queryByText('서비스 오픈 안내')).toBeNull());
  });
});
