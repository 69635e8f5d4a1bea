import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, HttpResponse, server } from '@/test/server';
import { bankAccount, mailing, page, preview, recipient } from '../test/fixtures';
import { renderCommunicationTab } from '../test/renderTab';

describe('CommunicationTab', () => {
  it('shows the four mails, no account and the empty history', async () => {
    const { calls } = renderCommunicationTab();
    expect(await screen.findByText('발송이력이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '커뮤니케이션' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const label of ['모집 안내', '마감 안내 및 서류 요청', '추가 모집 안내']) {
      const card = screen.getByRole('region', { name: label });
      expect(within(card).getByRole('button', { name: /발송하기/ })).toBeEnabled();
    }
    expect(await screen.findByText('등록된 계좌가 없습니다.')).toBeInTheDocument();
    // The payment request cannot go out without the account it prints.
    const payment = screen.getByRole('region', { name: '결성계획 승인 및 출자금 납입 요청' });
    expect(
      within(payment).getByText('납입 계좌를 등록해야 발송할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: /발송하기/ })).toBeDisabled();
    expect(within(payment).getByRole('button', { name: /미리보기/ })).toBeEnabled();
    expect(calls.history).toEqual(['?page=1&page_size=10']);
  });

  it('shows the saved account and lets the payment request be sent', async () => {
    renderCommunicationTab({ account: bankAccount() });
    const section = await screen.findByRole('region', { name: '납입 계좌' });
    expect(await within(section).findByText('110-123-456789')).toBeInTheDocument();
    expect(within(section).getByText('신한은행')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '계좌 수정' })).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: '결성계획 승인 및 출자금 납입 요청' });
    expect(within(payment).queryByText('납입 계좌를 등록해야 발송할 수 있습니다.')).toBeNull();
    expect(within(payment).getByRole('button', { name: /발송하기/ })).toBeEnabled();
  });

  it("previews a mail: its label as title, the subject and the server's HTML in a sandboxed frame", async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/unions/5/mail-preview'), ({ request }) => {
        const kind = new URL(request.url).searchParams.get('kind') ?? '';
        asked.push(kind);
        return HttpResponse.json(preview(kind as 'C'));
      }),
    );
    renderCommunicationTab();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: '마감 안내 및 서류 요청 미리보기' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '마감 안내 및 서류 요청' });
    expect(
      await within(dialog).findByText(
        '[데모투자파트너스] 제1호 데모 개인투자조합 마감 안내 및 서류 요청',
      ),
    ).toBeInTheDocument();
    const frame = within(dialog).getByTitle('마감 안내 및 서류 요청 메일 내용');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe(preview('C').html);
    expect(asked).toEqual(['C']);
  });

  it('lists the history with its delivery and opens a mailing with its recipients', async () => {
    const rows = [
      mailing(2, { queued: 1, sent: 1, failed: 1, group_count: 1 }),
      mailing(1, { kind: 'I', kind_label: '모집 안내', subject: '모집 메일' }),
    ];
    server.use(
      http.get(api('/unions/5/mailings/2'), () => HttpResponse.json(rows[0])),
      http.get(api('/unions/5/mailings/2/recipients'), () =>
        HttpResponse.json(
          page([
            recipient('홍길동', { phone: '01098765432' }),
            recipient('김철수', { status: 'failed', last_answer: '550 mailbox unavailable' }),
            recipient('이영희', { status: 'queued', last_answer: null }),
          ]),
        ),
      ),
    );
    renderCommunicationTab({ history: rows });
    const user = userEvent.setup();
    const first = (await screen.findByText('모집 메일')).closest('tr')!;
    expect(within(first).getByText('모집 안내')).toBeInTheDocument();
    expect(within(first).getByText('3명')).toBeInTheDocument();
    // created_at is UTC: shown in Korea time.
    expect(within(first).getByText('2026.12.02 10:05')).toBeInTheDocument();
    expect(within(first).getByText('김데모')).toBeInTheDocument();
    expect(within(first).getByText('완료')).toBeInTheDocument();

    const pending = screen.getAllByRole('row')[1]!;
    expect(within(pending).getByText('발송 중 · 실패 1')).toBeInTheDocument();
    expect(within(pending).getByText('그룹 1개')).toBeInTheDocument();
    await user.click(pending);
    const dialog = await screen.findByRole('dialog', { name: '발송 이력 상세' });
    expect(within(dialog).getByText(rows[0]!.subject)).toBeInTheDocument();
    const row = (name: string) => within(dialog).getByText(name).closest('tr')!;
    expect(await within(dialog).findByText('010-9876-5432')).toBeInTheDocument();
    expect(within(row('홍길동')).getByText('발송 완료')).toBeInTheDocument();
    expect(within(row('김철수')).getByText('실패')).toBeInTheDocument();
    expect(within(row('이영희')).getByText('대기')).toBeInTheDocument();
    await user.hover(within(row('김철수')).getByText('실패'));
    expect(await screen.findByText('550 mailbox unavailable')).toBeInTheDocument();
  });

  it('asks for the history again while a mailing still has mail waiting', async () => {
    let answers = 0;
    renderCommunicationTab({
      history: () => {
        answers += 1;
        const done = answers > 1;
        return [mailing(1, { queued: done ? 0 : 2, sent: done ? 3 : 1 })];
      },
    });
    expect(await screen.findByText('발송 중')).toBeInTheDocument();
    expect(await screen.findByText('완료', {}, { timeout: 4000 })).toBeInTheDocument();
    // Nothing waits any more: the polling stopped.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await waitFor(() => expect(answers).toBe(2));
  });
});
