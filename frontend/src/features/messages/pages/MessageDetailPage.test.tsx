import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { UnreadMessagesButton } from '../components/UnreadMessagesButton';
import { message, sentMessage, serveMessages } from '../test/messagesServer';
import { MessageDetailPage } from './MessageDetailPage';

// With the navbar's button, as in the app: opening a message must refresh its count.
const render = (path: string) =>
  renderRoutes(
    [
      {
        path: '/message-detail',
        element: (
          <>
            <UnreadMessagesButton />
            <MessageDetailPage />
          </>
        ),
      },
    ],
    path,
  );

describe('MessageDetailPage', () => {
  it('shows a received message with its line breaks, offers 답장, and refreshes the unread count', async () => {
    const calls = serveMessages({
      messages: [message(1, { title: 'IR 자료 문의', body: '안녕하세요.\n자료 부탁드립니다.' })],
    });
    render('/message-detail?idx=1');
    const article = await screen.findByRole('article', { name: '메시지 내용' });
    expect(within(article).getByRole('heading', { name: 'IR 자료 문의' })).toBeInTheDocument();
    expect(within(article).getByTestId('message-body').textContent).toBe(
      '안녕하세요.\n자료 부탁드립니다.',
    );
    expect(within(article).getByText('데모기업7')).toBeInTheDocument();
    expect(within(article).getByText('이대표')).toBeInTheDocument();
    expect(within(article).getByText('2026.11.11 10:30')).toBeInTheDocument();
    // A received message has no read state of its own to show.
    expect(within(article).queryByText('읽음 여부')).toBeNull();
    expect(screen.getByRole('link', { name: '답장' })).toHaveAttribute(
      'href',
      '/message-send?to=7&reply=1',
    );
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/message-list');

    // Read on opening: the count is asked again and the badge loses its number.
    await waitFor(() => expect(calls.unread).toBe(2));
    expect(
      await screen.findByRole('link', { name: '메시지' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(calls.reads).toEqual([1]);
  });

  it('shows whether a sent message was read, without 답장', async () => {
    const calls = serveMessages({
      messages: [
        message(1),
        sentMessage(2, { title: '미팅 제안', read_at: '2026-11-13T05:00:00Z' }),
        sentMessage(3, { title: '후속 문의' }),
      ],
    });
    render('/message-detail?idx=2');
    const article = await screen.findByRole('article', { name: '메시지 내용' });
    expect(within(article).getByText('읽음 2026.11.13 14:00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '답장' })).toBeNull();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute(
      'href',
      '/message-list?folder=sent',
    );
    // The unread badge still counts the one received message: opening a sent one changes
    // nothing, so nothing is asked again (given the time a refetch would take).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: '메시지, 읽지 않은 메시지 1개' })).toBeInTheDocument();
    expect(calls.unread).toBe(1);
  });

  it('says a sent message is not read yet', async () => {
    serveMessages({ messages: [sentMessage(3, { title: '후속 문의' })] });
    render('/message-detail?idx=3');
    const article = await screen.findByRole('article', { name: '메시지 내용' });
    expect(within(article).getByText('읽지 않음')).toBeInTheDocument();
  });

  it('shows a not-found page with the way to the list for an unknown message', async () => {
    serveMessages();
    render('/message-detail?idx=999');
    expect(
      await screen.findByRole('heading', { name: '메시지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '메시지 목록으로' })).toHaveAttribute(
      'href',
      '/message-list',
    );
  });
});
