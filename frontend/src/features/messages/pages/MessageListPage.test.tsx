import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { message, sentMessage, serveMessages } from '../test/messagesServer';
import { MessageListPage } from './MessageListPage';

const render = (path = '/message-list') =>
  renderRoutes([{ path: '/message-list', element: <MessageListPage /> }], path);

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('MessageListPage', () => {
  it('lists the inbox, unread messages bold with their mark, and switches to sent', async () => {
    const calls = serveMessages({
      messages: [
        message(1, { title: '읽은 메시지', read_at: '2026-11-12T00:00:00Z' }),
        message(3, { title: 'IR 자료 문의' }),
        sentMessage(2, { title: '미팅 제안', read_at: null }),
      ],
    });
    const { router } = render();
    const inbox = await screen.findByRole('table', { name: '받은 메시지 목록' });
    const [unread, read] = rows(inbox);
    const unreadLink = within(unread!).getByRole('link', { name: 'IR 자료 문의' });
    expect(unreadLink).toHaveAttribute('href', '/message-detail?idx=3');
    expect(unreadLink).toHaveStyle({ fontWeight: '700' });
    expect(within(unread!).getByText('새 메시지')).toBeInTheDocument();
    expect(within(unread!).getByText('데모기업7')).toBeInTheDocument();
    expect(within(unread!).getByText('이대표')).toBeInTheDocument();
    expect(within(unread!).getByText('2026.11.13 10:30')).toBeInTheDocument();
    expect(within(read!).getByRole('link', { name: '읽은 메시지' })).not.toHaveStyle({
      fontWeight: '700',
    });
    expect(within(read!).queryByText('새 메시지')).toBeNull();
    expect(screen.queryByText('미팅 제안')).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: '보낸 메시지' }));
    const sent = await screen.findByRole('table', { name: '보낸 메시지 목록' });
    const [row] = rows(sent);
    expect(within(row!).getByRole('link', { name: '미팅 제안' })).toBeInTheDocument();
    expect(within(row!).getByText('데모기업7')).toBeInTheDocument();
    expect(within(row!).getByText('읽지 않음')).toBeInTheDocument();
    expect(within(row!).queryByText('새 메시지')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '받는 기업' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?folder=sent');
    expect(calls.lists.map((call) => call.folder)).toEqual(['inbox', 'sent']);
  });

  it('opens the folder and page the address names, and keeps a new page in it', async () => {
    const many = Array.from({ length: 12 }, (_, index) => sentMessage(index + 1));
    const calls = serveMessages({ messages: many });
    const { router } = render('/message-list?folder=sent&page=2');
    const sent = await screen.findByRole('table', { name: '보낸 메시지 목록' });
    expect(rows(sent)).toHaveLength(2);
    expect(screen.getByRole('tab', { name: '보낸 메시지' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '1 페이지' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folder=sent'));
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(10));
    expect(calls.lists).toEqual([
      { folder: 'sent', page: '2', pageSize: '10' },
      { folder: 'sent', page: '1', pageSize: '10' },
    ]);
  });

  it('says so when a folder is empty, and offers a new message', async () => {
    serveMessages({ messages: [sentMessage(2)] });
    render();
    expect(await screen.findByText('받은 메시지가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: '메시지 보내기' })).toHaveAttribute(
      'href',
      '/message-send',
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: '보낸 메시지' }));
    expect(await screen.findByRole('table', { name: '보낸 메시지 목록' })).toBeInTheDocument();
    expect(screen.queryByText('받은 메시지가 없습니다.')).toBeNull();
  });
});
