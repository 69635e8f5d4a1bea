import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { DocumentDto, MyApplicationDto } from '../api';
import { document, myApplication } from '../test/fixtures';
import { MyApplicationPage } from './MyApplicationPage';

const pdf = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Serves application 7 from a document list that the handlers below change, like the server. */
function setup(initial: DocumentDto[] = [], extra: Partial<MyApplicationDto> = {}) {
  let documents = initial;
  const deleted: number[] = [];
  server.use(
    http.get(api('/me/lp/applications/7'), () =>
      HttpResponse.json(myApplication(7, { documents, ...extra })),
    ),
    http.delete(api('/me/lp/applications/7/documents/:documentId'), ({ params }) => {
      deleted.push(Number(params.documentId));
      documents = documents.filter((item) => item.id !== Number(params.documentId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const view = renderRoutes(
    [{ path: '/my-investments/:applicantId', element: <MyApplicationPage /> }],
    '/my-investments/7',
  );
  const add = (item: DocumentDto) => {
    documents = [...documents, item];
  };
  return { ...view, deleted, add };
}

describe('MyApplicationPage', () => {
  it('shows the application and every document kind, requested ones marked 필수', async () => {
    setup([document(1, 'FLF0001', '신분증.pdf')]);
    expect(await screen.findByRole('heading', { name: '데모 5호 조합' })).toBeInTheDocument();
    expect(screen.getByText('3좌')).toBeInTheDocument();
    expect(screen.getByText('3,000,000원 (300만원)')).toBeInTheDocument();
    expect(screen.getByText('서류제출')).toBeInTheDocument();

    // One row per kind, in the server's order (the '제출 서류' section itself is labelled by its title).
    const kinds = screen
      .getAllByRole('region')
      .flatMap((region) => region.getAttribute('aria-label') ?? []);
    expect(kinds).toEqual([
      '신분증 사본',
      '주민등록등본',
      '통장 사본',
      '개인정보 수집·이용 동의서',
      '서면결의서',
      '조합원 동의서',
      '출자확약서',
      '기타',
    ]);
    expect(screen.getAllByText('필수')).toHaveLength(6);
    expect(
      within(screen.getByRole('region', { name: '신분증 사본' })).getByText('필수'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '출자확약서' })).queryByText('필수'),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '신분증 사본' })).getByText('신분증.pdf'),
    ).toBeInTheDocument();
  });

  it('uploads into the chosen kind with a progress bar, then reloads the list', async () => {
    const { add } = setup();
    const sent: { kind: string | null; parts: number }[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api('/me/lp/applications/7/documents'), async ({ request }) => {
        sent.push({
          kind: new URL(request.url).searchParams.get('kind'),
          parts: (await request.formData()).getAll('file').length,
        });
        await held;
        const stored = document(9, 'FLF0003', '통장.pdf');
        add(stored);
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const bankbook = await screen.findByRole('region', { name: '통장 사본' });
    await user.upload(within(bankbook).getByLabelText('통장 사본 파일 선택'), pdf('통장.pdf'));

    expect(
      await within(bankbook).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    // One change at a time: every upload button waits for this one.
    for (const button of screen.getAllByRole('button', { name: '업로드' })) {
      expect(button).toBeDisabled();
    }
    release();
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(await within(bankbook).findByText('통장.pdf')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'FLF0003', parts: 1 }]);
  });

  it("tells when an upload fails, with the server's reason", async () => {
    setup();
    server.use(
      http.post(api('/me/lp/applications/7/documents'), () =>
        problem(413, 'file_too_large', '통장.pdf: 파일은 10MB까지 올릴 수 있습니다.'),
      ),
    );
    const user = userEvent.setup();
    const bankbook = await screen.findByRole('region', { name: '통장 사본' });
    await user.upload(within(bankbook).getByLabelText('통장 사본 파일 선택'), pdf('통장.pdf'));
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('통장.pdf: 파일은 10MB까지 올릴 수 있습니다.')).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending anything', async () => {
    // No POST handler: a request would fail the test (unhandled requests are errors).
    setup([], { max_file_bytes: 1024 });
    const user = userEvent.setup();
    const other = await screen.findByRole('region', { name: '기타' });
    await user.upload(within(other).getByLabelText('기타 파일 선택'), pdf('큰 파일.pdf', 2048));
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('큰 파일.pdf: 파일은 1 KB까지 올릴 수 있습니다.')).toBeInTheDocument();
  });

  it('deletes a document only after confirming, then reloads the list', async () => {
    const { deleted } = setup([document(1, 'FLF0001', '신분증.pdf')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '신분증.pdf 삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('신분증.pdf 파일을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: '신분증.pdf 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('삭제 완료되었습니다.')).toBeInTheDocument();
    expect(deleted).toEqual([1]);
    const idCopy = screen.getByRole('region', { name: '신분증 사본' });
    expect(await within(idCopy).findByText('제출한 파일이 없습니다.')).toBeInTheDocument();
  });

  it('tells when a delete fails', async () => {
    setup([document(1, 'FLF0001', '신분증.pdf')]);
    server.use(
      http.delete(api('/me/lp/applications/7/documents/1'), () =>
        problem(409, 'application_closed', '출자가 마감되어 서류를 변경할 수 없습니다.'),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '신분증.pdf 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('삭제 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('출자가 마감되어 서류를 변경할 수 없습니다.')).toBeInTheDocument();
  });

  it('keeps documents unchangeable once the application is closed', async () => {
    setup([document(1, 'FLF0001', '신분증.pdf')], { documents_open: false });
    expect(
      await screen.findByText('출자가 마감되어 서류를 변경할 수 없습니다.'),
    ).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: '업로드' })) {
      expect(button).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: '신분증.pdf 삭제' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '신분증.pdf 다운로드' })).toBeEnabled();
  });

  it('says so when the application is not the LP’s', async () => {
    server.use(
      http.get(api('/me/lp/applications/8'), () =>
        problem(404, 'application_not_found', '출자 신청 내역을 찾을 수 없습니다.'),
      ),
    );
    renderRoutes(
      [{ path: '/my-investments/:applicantId', element: <MyApplicationPage /> }],
      '/my-investments/8',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '출자 신청 내역을 찾을 수 없습니다.',
    );
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/my-investments');
  });
});
