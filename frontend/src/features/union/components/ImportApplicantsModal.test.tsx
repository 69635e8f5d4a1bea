import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { UnionDetailPage } from '../pages/UnionDetailPage';
import { applicant, applicantList } from '../test/applicantFixtures';
import { unionDetail } from '../test/fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = '출자자.xlsx', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: XLSX });

interface Post {
  key: string | null;
  type: string | null;
  parts: number;
}

/** The apply tab of union 5; the list grows by '가져온사람' once `importDone` is called. */
function setup(formed = false) {
  let imported = false;
  const listCalls = { count: 0 };
  const posts: Post[] = [];
  server.use(
    http.get(api('/unions/5'), () =>
      HttpResponse.json(unionDetail(formed ? { status: 'E', editable: false } : {})),
    ),
    http.get(api('/unions/5/applicants'), () => {
      listCalls.count += 1;
      const items = [applicant(1), ...(imported ? [applicant(2, { name: '가져온사람' })] : [])];
      return HttpResponse.json(applicantList(items));
    }),
  );
  renderRoutes(
    [{ path: '/lp-invest-union-management/detail/:fundIdx/apply', element: <UnionDetailPage /> }],
    '/lp-invest-union-management/detail/5/apply',
  );
  /** Records what a POST to the import endpoint carried. */
  const record = async (request: Request) => {
    posts.push({
      key: request.headers.get('Idempotency-Key'),
      type: request.headers.get('Content-Type'),
      parts: (await request.formData()).getAll('file').length,
    });
  };
  return { listCalls, posts, record, importDone: () => (imported = true) };
}

async function openModal() {
  const user = userEvent.setup();
  await screen.findByText('신청자1');
  await user.click(screen.getByRole('button', { name: '엑셀로 등록' }));
  const dialog = await screen.findByRole('dialog', { name: '엑셀로 출자자 등록' });
  return { user, dialog };
}

describe('ImportApplicantsModal', () => {
  // Notifications live in a module-level store: an earlier test's text would match twice.
  beforeEach(() => notifications.clean());

  it('uploads the chosen file with progress, then tells the count and reloads the list', async () => {
    const { listCalls, posts, record, importDone } = setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api('/unions/5/applicants/import'), async ({ request }) => {
        await record(request);
        await held;
        importDone();
        return HttpResponse.json({ imported: 3 }, { status: 201 });
      }),
    );
    const { user, dialog } = await openModal();
    const register = within(dialog).getByRole('button', { name: '등록' });
    expect(register).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('엑셀 파일 선택'), xlsx());
    expect(within(dialog).getByText('출자자.xlsx')).toBeInTheDocument();
    expect(within(dialog).getByText(/^2 KB/)).toBeInTheDocument();
    const before = listCalls.count;

    await user.click(register);
    // While it is sent: the progress bar, and nothing else can be started.
    expect(
      await within(dialog).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '등록' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '양식 다운로드' })).toBeDisabled();

    release();
    expect(await screen.findByText('3명을 등록했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('가져온사람')).toBeInTheDocument();
    expect(listCalls.count).toBe(before + 1);
    expect(posts).toEqual([
      {
        key: expect.stringMatching(/\S{8,}/),
        type: expect.stringMatching(/^multipart\/form-data/),
        parts: 1,
      },
    ]);
  });

  it('keeps the modal open with every invalid row listed, and imports nothing', async () => {
    const { listCalls, record } = setup();
    server.use(
      http.post(api('/unions/5/applicants/import'), async ({ request }) => {
        await record(request);
        return problem(
          422,
          'import_invalid_rows',
          '잘못된 행이 있어 아무것도 등록하지 않았습니다. 아래 내용을 고쳐 다시 올려 주세요.',
          [
            { field: 'rows.3.unit_count', message: '3행: 좌수를 입력해 주세요' },
            { field: 'rows.3.lp_type', message: '3행: 구분은 개인 또는 법인이어야 합니다' },
          ],
        );
      }),
    );
    const { user, dialog } = await openModal();
    // This time by drag and drop onto the drop area.
    fireEvent.drop(
      within(dialog).getByRole('button', { name: '엑셀 파일을 끌어다 놓거나 눌러서 선택' }),
      { dataTransfer: { files: [xlsx('고칠파일.xlsx')] } },
    );
    expect(within(dialog).getByText('고칠파일.xlsx')).toBeInTheDocument();
    const before = listCalls.count;

    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('잘못된 행이 있어 아무것도 등록하지 않았습니다.');
    const rows = within(alert).getByRole('list', { name: '잘못된 행' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3행: 좌수를 입력해 주세요', '3행: 구분은 개인 또는 법인이어야 합니다']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '등록' })).toBeEnabled();
    expect(screen.queryByText(/명을 등록했습니다/)).not.toBeInTheDocument();
    expect(listCalls.count).toBe(before);
  });

  it('retries the same file with its key and gives another file a new key', async () => {
    const { posts, record } = setup();
    server.use(
      http.post(api('/unions/5/applicants/import'), async ({ request }) => {
        await record(request);
        return problem(409, 'union_formed', '결성된 조합에는 신청자를 추가할 수 없습니다.');
      }),
    );
    const { user, dialog } = await openModal();
    const input = within(dialog).getByLabelText('엑셀 파일 선택');
    await user.upload(input, xlsx());
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    const alert = await within(dialog).findByRole('alert');
    // Other refusals show the server's reason alone, without a row list.
    expect(alert).toHaveTextContent('결성된 조합에는 신청자를 추가할 수 없습니다.');
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    await user.upload(input, xlsx('다른파일.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[2]?.key).not.toBe(posts[0]?.key);
  });

  it('refuses a dropped file that is no xlsx before sending it', async () => {
    // No POST handler: a request would fail the test (unhandled requests are errors).
    setup();
    const { dialog } = await openModal();
    fireEvent.drop(
      within(dialog).getByRole('button', { name: '엑셀 파일을 끌어다 놓거나 눌러서 선택' }),
      { dataTransfer: { files: [new File(['%PDF'], '명단.pdf', { type: 'application/pdf' })] } },
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '엑셀(xlsx) 파일만 가져올 수 있습니다.',
    );
    expect(within(dialog).getByRole('button', { name: '등록' })).toBeDisabled();
  });

  it('downloads the template, and tells why when that fails', async () => {
    setup();
    const asked: string[] = [];
    let fail = false;
    server.use(
      http.get(api('/applicant-import-template.xlsx'), ({ request }) => {
        asked.push(new URL(request.url).pathname);
        if (fail) return problem(503, 'unavailable', '잠시 후 다시 시도해 주세요.');
        return new HttpResponse('xlsx', {
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition':
              'attachment; filename="template.xlsx"; filename*=UTF-8\'\'%EC%B6%9C%EC%9E%90%EC%8B%A0%EC%B2%AD%EC%9E%90_%EB%93%B1%EB%A1%9D%EC%96%91%EC%8B%9D.xlsx',
          },
        });
      }),
    );
    // jsdom has no blob URLs and cannot save files: record what would be saved instead.
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: '양식 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['출자신청자_등록양식.xlsx']));
    expect(asked).toEqual(['/api/v1/applicant-import-template.xlsx']);

    fail = true;
    await user.click(within(dialog).getByRole('button', { name: '양식 다운로드' }));
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('disables 엑셀로 등록 for a formed union', async () => {
    setup(true);
    await screen.findByText('신청자1');
    const button = screen.getByRole('button', { name: '엑셀로 등록' });
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
