import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { MailingDto, SendMailBody } from '../api';
import { group, mailing, member } from '../test/fixtures';
import { renderCommunicationTab } from '../test/renderTab';

type User = ReturnType<typeof userEvent.setup>;

const members = [
  member(1, '김민수'),
  member(2, '김영희', { email: '' }),
  member(3, '박지훈', { phone: '01055556666' }),
  member(4, '김하늘', { email: 'sky@example.com' }),
];
const groups = [
  group(7, 'VIP 그룹', { reachable_count: 2 }),
  group(8, '빈 그룹', { reachable_count: 0 }),
];

/** The tab with candidates; `history` is the send history as each request finds it. */
function setup(history: () => MailingDto[] = () => []) {
  server.use(
    http.get(api('/unions/5/mail-recipients/members'), () => HttpResponse.json({ items: members })),
    http.get(api('/unions/5/mail-recipients/groups'), () => HttpResponse.json({ items: groups })),
  );
  return renderCommunicationTab({ history });
}

async function openSelection(user: User, label = '모집 안내') {
  await user.click(await screen.findByRole('button', { name: `${label} 발송하기` }));
  const dialog = await screen.findByRole('dialog', { name: '받는 사람 선택' });
  await within(dialog).findByRole('checkbox', { name: '김민수' });
  return dialog;
}

describe('sending a mail', () => {
  it('selects every searched member with an address, shows the others as 이메일 없음', async () => {
    setup();
    const user = userEvent.setup();
    const dialog = await openSelection(user);
    const noEmail = within(dialog).getByRole('checkbox', { name: '김영희' });
    expect(noEmail).toBeDisabled();
    expect(within(dialog).getByText('이메일 없음')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: '조합원 검색' }), '김');
    expect(within(dialog).queryByRole('checkbox', { name: '박지훈' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '전체 선택' }));
    expect(within(dialog).getByRole('checkbox', { name: '김민수' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '김하늘' })).toBeChecked();
    expect(noEmail).not.toBeChecked();
    expect(within(dialog).getByTestId('조합원-selected-count')).toHaveTextContent('선택 2명');

    // The phone is searched digit for digit, hyphens or not; 박지훈 was not selected.
    await user.clear(within(dialog).getByRole('textbox', { name: '조합원 검색' }));
    await user.type(within(dialog).getByRole('textbox', { name: '조합원 검색' }), '010-5555');
    expect(within(dialog).getByRole('checkbox', { name: '박지훈' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: '김민수' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '전체 삭제' }));
    expect(within(dialog).getByTestId('조합원-selected-count')).toHaveTextContent('선택 0명');
    expect(within(dialog).getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('asks 정말 나가시겠습니까? before closing with picks, and closes at once without', async () => {
    setup();
    const user = userEvent.setup();
    let dialog = await openSelection(user);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '받는 사람 선택' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('정말 나가시겠습니까?')).toBeNull();

    dialog = await openSelection(user);
    await user.click(within(dialog).getByRole('checkbox', { name: '김민수' }));
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('정말 나가시겠습니까?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계속 선택' }));
    await waitFor(() => expect(screen.queryByText('정말 나가시겠습니까?')).toBeNull());
    expect(within(dialog).getByRole('checkbox', { name: '김민수' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await user.click(await screen.findByRole('button', { name: '나가기' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '받는 사람 선택' })).not.toBeInTheDocument(),
    );
  });

  it('sends the picked people and groups once, with one Idempotency-Key, and says so', async () => {
    const posts: { key: string | null; body: SendMailBody }[] = [];
    let history: MailingDto[] = [mailing(1, { reply_to: 'ir@demo.kr' })];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    setup(() => history);
    server.use(
      http.post(api('/unions/5/mailings'), async ({ request }) => {
        posts.push({
          key: request.headers.get('Idempotency-Key'),
          body: (await request.json()) as SendMailBody,
        });
        await held;
        const sent = mailing(2, {
          kind: 'I',
          kind_label: '모집 안내',
          subject: '[데모투자파트너스] 제1호 데모 개인투자조합 조합원 모집 안내',
          recipient_count: 3,
          group_count: 1,
          queued: 3,
          sent: 0,
        });
        history = [sent, ...history];
        return HttpResponse.json(
          { mailing: sent, without_email: 1, replayed: posts.length > 1 },
          { status: 202 },
        );
      }),
    );
    const user = userEvent.setup();
    const dialog = await openSelection(user);
    await user.click(within(dialog).getByRole('checkbox', { name: '김민수' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '박지훈' }));
    await user.click(within(dialog).getByRole('tab', { name: /그룹/ }));
    expect(within(dialog).getByText('멤버 4명 · 이 조합 신청자 2명')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '빈 그룹' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'VIP 그룹' }));
    await user.click(within(dialog).getByRole('button', { name: '다음' }));

    const review = await screen.findByRole('dialog', { name: '받는 사람 확인' });
    expect(within(review).getByTestId('review-count')).toHaveTextContent('개인 2명 · 그룹 1개');
    // The last mailing's reply address is offered again.
    expect(within(review).getByRole('textbox', { name: '회신 받을 이메일' })).toHaveValue(
      'ir@demo.kr',
    );
    // 박지훈 is left out here; 전체 삭제 and 전체 선택 work on the picks.
    await user.click(within(review).getByRole('button', { name: '전체 삭제' }));
    expect(within(review).getByRole('button', { name: '발송' })).toBeDisabled();
    await user.click(within(review).getByRole('button', { name: '전체 선택' }));
    await user.click(within(review).getByRole('checkbox', { name: '박지훈' }));
    expect(within(review).getByTestId('review-count')).toHaveTextContent('개인 1명 · 그룹 1개');

    await user.dblClick(within(review).getByRole('button', { name: '발송' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(within(review).getByRole('button', { name: '발송' })).toBeDisabled();
    release();

    const done = await screen.findByRole('dialog', { name: '메일 발송 완료' });
    expect(within(done).getByText('모집 안내')).toBeInTheDocument();
    expect(
      within(done).getByText('[데모투자파트너스] 제1호 데모 개인투자조합 조합원 모집 안내'),
    ).toBeInTheDocument();
    expect(within(done).getByText('3명에게 발송했습니다.')).toBeInTheDocument();
    expect(within(done).getByText('그룹 1개 포함')).toBeInTheDocument();
    expect(within(done).getByText('이메일이 없는 1명은 제외했습니다.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: { kind: 'I', applicant_ids: [1], group_ids: [7], reply_to: 'ir@demo.kr' },
      },
    ]);
    // The history was asked again and shows the new mailing.
    const table = screen.getByRole('region', { name: '발송 이력' });
    expect(await within(table).findByText('모집 안내')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: '확인' }));
  });

  it("shows the server's reason, the reply address's under its field", async () => {
    setup();
    const answers = [
      problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
        { field: 'reply_to', message: '회신 받을 이메일 주소를 확인해주세요.' },
      ]),
      problem(422, 'mail_no_recipients', '선택한 조합원 중 이메일 주소가 있는 사람이 없습니다.'),
    ];
    const keys: (string | null)[] = [];
    server.use(
      http.post(api('/unions/5/mailings'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answers.shift();
      }),
    );
    const user = userEvent.setup();
    const dialog = await openSelection(user, '추가 모집 안내');
    await user.click(within(dialog).getByRole('checkbox', { name: '김민수' }));
    await user.click(within(dialog).getByRole('button', { name: '다음' }));
    const review = await screen.findByRole('dialog', { name: '받는 사람 확인' });
    const replyTo = within(review).getByRole('textbox', { name: '회신 받을 이메일' });
    expect(replyTo).toHaveValue('');
    await user.type(replyTo, 'not-an-address');
    await user.click(within(review).getByRole('button', { name: '발송' }));
    expect(
      await within(review).findByText('회신 받을 이메일 주소를 확인해주세요.'),
    ).toBeInTheDocument();

    await user.clear(replyTo);
    await user.click(within(review).getByRole('button', { name: '발송' }));
    expect(
      await within(review).findByText('선택한 조합원 중 이메일 주소가 있는 사람이 없습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '메일 발송 완료' })).toBeNull();
    // Both tries belong to one opened review: the same key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
