import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { InviteModal } from './InviteModal';

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>열기</Button>
      <InviteModal unionId={5} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function setup(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('/unions/5/invitations'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return sent;
}

const listOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('InviteModal', () => {
  it('sends the comma-separated addresses and shows the three lists of the answer', async () => {
    const sent = setup(() =>
      HttpResponse.json({
        new_invitations: ['a@x.kr', 'c@x.kr'],
        already_invited: ['b@y.kr'],
        invalid_emails: ['not-an-email'],
        failed_emails: [],
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog', { name: 'LP 초대하기' });
    expect(within(dialog).getByRole('button', { name: '보내기' })).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: '이메일' }),
      'a@x.kr, b@y.kr, not-an-email, c@x.kr',
    );
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));

    const status = await screen.findByRole('dialog', { name: '초대 결과' });
    expect(sent).toEqual([{ emails: 'a@x.kr, b@y.kr, not-an-email, c@x.kr' }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'LP 초대하기' })).not.toBeInTheDocument(),
    );
    expect(listOf('새로 초대')).toEqual(['a@x.kr', 'c@x.kr']);
    expect(listOf('이미 초대됨')).toEqual(['b@y.kr']);
    expect(listOf('잘못된 형식')).toEqual(['not-an-email']);
    expect(within(status).getByText('새로 초대 2건')).toBeInTheDocument();
    // Nothing failed to send: that list is left out.
    expect(screen.queryByRole('region', { name: '발송 실패' })).not.toBeInTheDocument();

    await user.click(within(status).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '초대 결과' })).not.toBeInTheDocument(),
    );
  });

  it('lists the addresses whose mail failed, and says when a list is empty', async () => {
    setup(() =>
      HttpResponse.json({
        new_invitations: [],
        already_invited: [],
        invalid_emails: [],
        failed_emails: ['down@x.kr'],
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog', { name: 'LP 초대하기' });
    await user.type(within(dialog).getByRole('textbox', { name: '이메일' }), 'down@x.kr');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    await screen.findByRole('dialog', { name: '초대 결과' });
    expect(listOf('발송 실패')).toEqual(['down@x.kr']);
    expect(
      within(screen.getByRole('region', { name: '새로 초대' })).getByText('없음'),
    ).toBeInTheDocument();
  });

  it('shows the refusal in place and keeps the addresses', async () => {
    setup(() => problem(409, 'union_not_recruiting', '모집 중인 조합에만 초대할 수 있습니다.'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog', { name: 'LP 초대하기' });
    await user.type(within(dialog).getByRole('textbox', { name: '이메일' }), 'a@x.kr');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(
      await within(dialog).findByText('모집 중인 조합에만 초대할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '이메일' })).toHaveValue('a@x.kr');
    expect(screen.queryByRole('dialog', { name: '초대 결과' })).not.toBeInTheDocument();
  });
});
