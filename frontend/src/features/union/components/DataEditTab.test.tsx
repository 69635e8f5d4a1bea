import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { UnionFileDto } from '../fileApi';
import { UnionDetailPage } from '../pages/UnionDetailPage';
import { fileList, unionFile } from '../test/fileFixtures';
import { unionDetail } from '../test/fixtures';

const pdf = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Serves a list that the handlers below change, like the server would. */
function setup(initial: UnionFileDto[], maxFileBytes?: number) {
  let items = initial;
  const calls = { posts: [] as { category: string | null; key: string | null; parts: number }[] };
  const calledDelete: number[] = [];
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
    http.get(api('/unions/5/files'), () => HttpResponse.json(fileList(items, maxFileBytes))),
    http.delete(api('/unions/5/files/:fileId'), ({ params }) => {
      calledDelete.push(Number(params.fileId));
      items = items.filter((file) => file.id !== Number(params.fileId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const view = renderRoutes(
    ['/data', '/data/edit'].map((tab) => ({
      path: `/lp-invest-union-management/detail/:fundIdx${tab}`,
      element: <UnionDetailPage />,
    })),
    '/lp-invest-union-management/detail/5/data/edit',
  );
  const addFile = (file: UnionFileDto) => {
    items = [...items, file];
  };
  return { ...view, calls, calledDelete, addFile };
}

describe('DataEditTab', () => {
  it('uploads several files in one request with a progress bar, then reloads the list', async () => {
    const { calls, addFile } = setup([]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api('/unions/5/files'), async ({ request }) => {
        calls.posts.push({
          category: new URL(request.url).searchParams.get('category'),
          key: request.headers.get('Idempotency-Key'),
          parts: (await request.formData()).getAll('file').length,
        });
        await held;
        const stored = [unionFile(7, 'unionRegulations', '조합규약.pdf')];
        stored.forEach(addFile);
        return HttpResponse.json({ items: stored }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const rules = await screen.findByRole('region', { name: '조합규약' });
    expect(screen.getByRole('tab', { name: '관련 자료' })).toHaveAttribute('aria-selected', 'true');

    await user.upload(within(rules).getByLabelText('조합규약 파일 선택'), [
      pdf('조합규약.pdf'),
      pdf('부속서류.pdf'),
    ]);
    // While the request runs: its progress, and no way to start another change or leave.
    expect(
      await within(rules).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    expect(within(rules).getByText('조합규약.pdf, 부속서류.pdf 업로드 중')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: '파일 추가' })) {
      expect(button).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: '완료' })).toBeDisabled();

    release();
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(await within(rules).findByText('조합규약.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '업로드 진행률' })).not.toBeInTheDocument();
    expect(calls.posts).toEqual([
      { category: 'unionRegulations', key: expect.stringMatching(/\S{8,}/), parts: 2 },
    ]);
    expect(screen.getByRole('link', { name: '완료' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/5/data',
    );
  });

  it('refuses a file over the size limit before sending anything', async () => {
    // No POST handler: a request would fail the test (unhandled requests are errors).
    setup([], 1024);
    const user = userEvent.setup();
    const others = await screen.findByRole('region', { name: '기타' });
    await user.upload(within(others).getByLabelText('기타 파일 선택'), [
      pdf('작은 파일.pdf', 100),
      pdf('큰 파일.pdf', 2048),
    ]);
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('큰 파일.pdf: 파일은 1 KB까지 올릴 수 있습니다.')).toBeInTheDocument();
    expect(within(others).getByText('등록된 파일이 없습니다.')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses an upload", async () => {
    setup([]);
    server.use(
      http.post(api('/unions/5/files'), () =>
        problem(415, 'file_type_not_allowed', '인감.pdf: 조합인감은 PNG 파일만 올릴 수 있습니다.'),
      ),
    );
    // The picker offers PNG only; a PDF can still arrive (e.g. "all files" in the dialog).
    const user = userEvent.setup({ applyAccept: false });
    const seal = await screen.findByRole('region', { name: '조합인감' });
    const input = within(seal).getByLabelText('조합인감 파일 선택');
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(within(seal).getByText('PNG 파일만 올릴 수 있습니다.')).toBeInTheDocument();
    await user.upload(input, pdf('인감.pdf'));
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(
      screen.getByText('인감.pdf: 조합인감은 PNG 파일만 올릴 수 있습니다.'),
    ).toBeInTheDocument();
  });

  it('replaces a file with PUT', async () => {
    setup([unionFile(3, 'others', '메모.pdf')]);
    let replaced = 0;
    server.use(
      http.put(api('/unions/5/files/3'), () => {
        replaced += 1;
        return HttpResponse.json(unionFile(3, 'others', '새 메모.pdf'));
      }),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '메모.pdf 교체' })).toBeEnabled();
    await user.upload(screen.getByLabelText('메모.pdf 교체 파일 선택'), pdf('새 메모.pdf'));
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(replaced).toBe(1);
  });

  it('deletes a file only after confirming', async () => {
    const { calledDelete } = setup([unionFile(3, 'others', '메모.pdf')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '메모.pdf 삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('메모.pdf 파일을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledDelete).toEqual([]);

    await user.click(screen.getByRole('button', { name: '메모.pdf 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('삭제 완료되었습니다.')).toBeInTheDocument();
    expect(calledDelete).toEqual([3]);
    const others = screen.getByRole('region', { name: '기타' });
    expect(await within(others).findByText('등록된 파일이 없습니다.')).toBeInTheDocument();
  });

  it('tells when a delete fails', async () => {
    setup([unionFile(3, 'others', '메모.pdf')]);
    server.use(
      http.delete(api('/unions/5/files/3'), () =>
        problem(404, 'file_not_found', '파일을 찾을 수 없습니다.'),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '메모.pdf 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('삭제 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('파일을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
