import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { WAITING_TEXT } from '../model';
import { inquiry, pdf, serveSupport } from '../test/supportServer';
import { InquiryDetailPage } from './InquiryDetailPage';

const render = (idx: string) =>
  renderRoutes(
    [{ path: '/inquiry-detail', element: <InquiryDetailPage /> }],
    `/inquiry-detail?idx=${idx}`,
  );

const file = { id: 9, name: '명부.pdf', content_type: 'application/pdf', size_bytes: 1536 };

describe('InquiryDetailPage', () => {
  it("shows the question with its files and the operators' answer", async () => {
    serveSupport({
      inquiries: [
        inquiry(8, {
          title: '결제 문의',
          status: 'answered',
          answer: '안녕하세요, 조합 운영팀입니다.\n환불해 드렸습니다.',
          answered_at: '2026-11-21T02:00:00Z',
          files: [file],
        }),
      ],
    });
    render('8');
    const question = await screen.findByRole('article', { name: '문의 내용' });
    expect(within(question).getByRole('heading', { name: '결제 문의' })).toBeInTheDocument();
    expect(within(question).getByText('작성일 2026.11.20 10:00')).toBeInTheDocument();
    expect(within(question).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: '명부.pdf 다운로드' })).toBeEnabled();
    const answer = screen.getByRole('region', { name: '답변' });
    expect(within(answer).getByText('운영팀 답변')).toBeInTheDocument();
    expect(within(answer).getByText('답변일 2026.11.21 11:00')).toBeInTheDocument();
    expect(within(answer).getByText(/환불해 드렸습니다/)).toHaveTextContent(
      '안녕하세요, 조합 운영팀입니다.\n환불해 드렸습니다.',
      { normalizeWhitespace: false },
    );
    expect(screen.queryByText(WAITING_TEXT)).toBeNull();
    // Answered: no more files.
    expect(screen.queryByRole('button', { name: '파일 추가' })).toBeNull();
  });

  it('says the answer is coming, and lets the author add a file with its progress', async () => {
    // Held until the progress has been seen.
    let release = () => {};
    const uploadGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serveSupport({ inquiries: [inquiry(7)], storedNames: ['추가.pdf'], uploadGate });
    render('7');
    const user = userEvent.setup();
    expect(await screen.findByText(WAITING_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('운영팀 답변')).toBeNull();
    expect(screen.getByText('첨부파일이 없습니다.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('추가할 파일 선택'), pdf('추가.pdf'));
    expect(await screen.findByRole('progressbar', { name: '업로드 진행률' })).toBeInTheDocument();
    expect(screen.getByText('추가.pdf 업로드 중')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '파일 추가' })).toBeDisabled();
    release();
    expect(await screen.findByText('파일을 첨부했습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '추가.pdf 다운로드' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.uploads).toEqual([{ inquiryId: 7, parts: 1 }]);
  });

  it('refuses files past the five an inquiry may carry, before sending', async () => {
    const files = [1, 2, 3, 4].map((id) => ({ ...file, id, name: `${id}.pdf` }));
    const calls = serveSupport({ inquiries: [inquiry(7, { files })] });
    render('7');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '4.pdf 다운로드' });
    await user.upload(screen.getByLabelText('추가할 파일 선택'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(
      await screen.findByText('첨부파일은 5개까지 올릴 수 있습니다. 1개만 더 추가할 수 있습니다.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.uploads).toEqual([]));
  });

  it('says an unknown inquiry is not found', async () => {
    serveSupport({ inquiries: [] });
    render('99');
    expect(
      await screen.findByRole('heading', { name: '문의를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '문의 내역으로' })).toHaveAttribute(
      'href',
      '/inquiry-history',
    );
  });
});
