import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import type * as Files from '../files';
import { uploadInquiryFile } from '../files';
import { pdf, serveSupport } from '../test/supportServer';
import { InquiryDetailPage } from './InquiryDetailPage';
import { InquiryPage } from './InquiryPage';

// The real upload, watched: msw cannot see a jsdom File's name, the call can.
vi.mock('../files', async (importOriginal) => {
  const real = await importOriginal<typeof Files>();
  return { ...real, uploadInquiryFile: vi.fn(real.uploadInquiryFile) };
});
const sentFiles = () =>
  vi.mocked(uploadInquiryFile).mock.calls.map(([inquiryId, file]) => [inquiryId, file.name]);

const render = () =>
  renderRoutes(
    [
      { path: '/inquiry', element: <InquiryPage /> },
      { path: '/inquiry-detail', element: <InquiryDetailPage /> },
    ],
    '/inquiry',
  );

/** An input by its label, with or without the required mark. */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function fill(user: ReturnType<typeof userEvent.setup>, title: string) {
  const category = await screen.findByRole('combobox', { name: /^문의 유형/ });
  await user.click(category);
  const list = document.getElementById(category.getAttribute('aria-controls') ?? '')!;
  await user.click(within(list).getByRole('option', { name: '조합 운영', hidden: true }));
  await user.type(input('제목'), title);
  await user.type(input('내용'), '명부를 PDF로 받을 수 있나요?{enter}둘째 줄');
}

describe('InquiryPage', () => {
  it('refuses an empty title and body without sending anything', async () => {
    const calls = serveSupport();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(input('제목')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('문의 유형을 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(calls.inquiryCreates).toEqual([]);
  });

  it('sends the question, uploads each file, then opens the new inquiry', async () => {
    vi.mocked(uploadInquiryFile).mockClear();
    const calls = serveSupport({ storedNames: ['명부.pdf'] });
    const { router } = render();
    const user = userEvent.setup();
    await fill(user, ' 명부 내보내기 ');
    expect(screen.getByText('23 / 5,000자')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('첨부파일 선택'), [pdf('명부.pdf'), pdf('규약.pdf')]);
    const picked = screen.getByRole('list', { name: '첨부할 파일' });
    expect(within(picked).getAllByRole('listitem')).toHaveLength(2);
    // Taken out again before sending: it is not uploaded.
    await user.click(within(picked).getByRole('button', { name: '규약.pdf 빼기' }));
    await user.click(screen.getByRole('button', { name: '문의 등록' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiry-detail'));
    expect(router.state.location.search).toBe('?idx=101');
    expect(await screen.findByText('문의를 등록했습니다.')).toBeInTheDocument();
    const files = await screen.findByRole('region', { name: '첨부파일' });
    expect(within(files).getByRole('button', { name: '명부.pdf 다운로드' })).toBeInTheDocument();
    expect(calls.inquiryCreates).toEqual([
      {
        body: {
          category: 'union',
          title: '명부 내보내기',
          body: '명부를 PDF로 받을 수 있나요?\n둘째 줄',
        },
        key: expect.stringMatching(/\S{8,}/),
      },
    ]);
    expect(calls.uploads).toEqual([{ inquiryId: 101, parts: 1 }]);
    expect(sentFiles()).toEqual([[101, '명부.pdf']]);
  });

  it("shows the server's field message under its field and stays", async () => {
    const calls = serveSupport();
    const { router } = render();
    const user = userEvent.setup();
    await fill(user, '금지어 제목');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('제목에 쓸 수 없는 말이 있습니다.')).toBeInTheDocument();
    expect(input('제목')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.inquiryCreates).toHaveLength(1);
    expect(calls.uploads).toEqual([]);
    expect(router.state.location.pathname).toBe('/inquiry');
  });

  it('refuses a sixth file and a file over 10 MB before anything is sent', async () => {
    serveSupport();
    render();
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('첨부파일 선택');
    await user.upload(picker, [pdf('큰 파일.pdf', 11 * 1024 * 1024)]);
    expect(
      await screen.findByText('큰 파일.pdf: 파일은 10 MB까지 올릴 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '첨부할 파일' })).toBeNull();

    await user.upload(
      picker,
      ['1', '2', '3', '4'].map((n) => pdf(`${n}.pdf`)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.upload(picker, [pdf('5.pdf'), pdf('6.pdf')]);
    expect(
      await screen.findByText('첨부파일은 5개까지 올릴 수 있습니다. 1개만 더 추가할 수 있습니다.'),
    ).toBeInTheDocument();
    const picked = screen.getByRole('list', { name: '첨부할 파일' });
    expect(within(picked).getAllByRole('listitem')).toHaveLength(4);
  });
});
