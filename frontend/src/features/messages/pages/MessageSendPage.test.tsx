import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { message, serveMessages, startupMember } from '../test/messagesServer';
import { MessageDetailPage } from './MessageDetailPage';
import { MessageSendPage } from './MessageSendPage';

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/message-send', element: <MessageSendPage /> },
      { path: '/message-detail', element: <MessageDetailPage /> },
    ],
    path,
  );

/** An input by its label, with or without the required mark. */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  const box = screen.getByRole('combobox', { name: /^받는 기업/ });
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '')!;
  await user.click(await within(list).findByRole('option', { name, hidden: true }));
}

describe('MessageSendPage', () => {
  it('refuses an empty title and body without sending anything', async () => {
    const calls = serveMessages();
    render('/message-send?to=7');
    // Locked to the startup the address names, by its profile's name.
    expect(await screen.findByDisplayValue('데모기업7')).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(input('제목')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    // Spaces only are no title either.
    await user.type(input('제목'), '   ');
    await user.type(input('내용'), '내용');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(calls.sends).toEqual([]);
    expect(calls.profiles).toEqual([7]);
  });

  it('answers a received message: RE: title, recipient and reply_to sent, then opens it', async () => {
    const calls = serveMessages({ messages: [message(3, { title: 'IR 자료 문의' })] });
    const { router } = render('/message-send?to=7&reply=3');
    expect(await screen.findByDisplayValue('데모기업7')).toHaveAttribute('readonly');
    expect(input('제목')).toHaveValue('RE: IR 자료 문의');
    const user = userEvent.setup();
    await user.type(input('내용'), '자료 보내드립니다.{enter}확인 부탁드립니다.');
    expect(screen.getByText('21 / 5,000자')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '보내기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/message-detail'));
    expect(router.state.location.search).toBe('?idx=101');
    expect(await screen.findByText('메시지를 보냈습니다.')).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: '메시지 내용' });
    expect(within(article).getByRole('heading', { name: 'RE: IR 자료 문의' })).toBeInTheDocument();
    expect(calls.sends).toEqual([
      {
        body: {
          recipient_company_id: 7,
          title: 'RE: IR 자료 문의',
          body: '자료 보내드립니다.\n확인 부탁드립니다.',
          reply_to: 3,
        },
        key: expect.stringMatching(/\S{8,}/),
      },
    ]);
    // The startup's name came with the replied message: no profile was asked.
    expect(calls.profiles).toEqual([]);
  });

  it("shows the server's field message under its field and stays", async () => {
    const calls = serveMessages();
    const { router } = render('/message-send?to=7');
    await screen.findByDisplayValue('데모기업7');
    const user = userEvent.setup();
    await user.type(input('제목'), '금지어 제목');
    await user.type(input('내용'), '안녕하세요');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('제목에 쓸 수 없는 말이 있습니다.')).toBeInTheDocument();
    expect(input('제목')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.sends).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/message-send');
  });

  it('lets a firm search the startups by name for the recipient', async () => {
    const calls = serveMessages();
    const { router } = render('/message-send');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '보내기' }));
    expect(await screen.findByText('받는 기업을 선택해 주세요.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /^받는 기업/ }), '넥스트');
    await waitFor(() => expect(calls.searches).toContain('넥스트'));
    await pick(user, '넥스트랩');
    await user.type(input('제목'), '인사드립니다');
    await user.type(input('내용'), '반갑습니다');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message-detail'));
    expect(calls.sends.map((call) => call.body)).toEqual([
      { recipient_company_id: 8, title: '인사드립니다', body: '반갑습니다' },
    ]);
  });

  it('lets a startup choose among the companies it has written with', async () => {
    const calls = serveMessages({
      me: startupMember,
      messages: [message(4, {}, { id: 1, name: '데모투자파트너스' }, { id: 7, name: '데모기업7' })],
    });
    render('/message-send');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^받는 기업/ }));
    await pick(user, '데모투자파트너스');
    await user.type(input('제목'), '문의드립니다');
    await user.type(input('내용'), '자료 관련 문의입니다');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(calls.sends).toHaveLength(1));
    expect(calls.sends[0]!.body).toMatchObject({ recipient_company_id: 1 });
    expect(calls.searches).toEqual([]);
  });
});
