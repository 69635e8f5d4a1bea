// '엑셀로 가져오기' on 투자 재원: the ledger's xlsx import through the page, with the server mocked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { sourceOf, sourcesAnswer, TODAY } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/investServer';
import { InvestSourcesPage } from './InvestSourcesPage';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = '투자원장.xlsx') => new File([new Uint8Array(2048)], name, { type: XLSX });
const IMPORT = '/investment-ledger/import';

interface Post {
  key: string | null;
  type: string | null;
  parts: number;
}

/** The page for an investor (or a startup) account; the sources grow a union once imported. */
function setup(kind: 'investor' | 'startup' = 'investor') {
  const asked: (string | null)[] = [];
  const posts: Post[] = [];
  let imported = false;
  serveMe(kind);
  server.use(
    http.get(api('/investment-sources'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('base_date'));
      return HttpResponse.json(
        sourcesAnswer(imported ? [sourceOf(1), sourceOf(2)] : [sourceOf(1)]),
      );
    }),
  );
  renderRoutes(
    [{ path: '/invest-resources', element: <InvestSourcesPage /> }],
    '/invest-resources',
  );
  /** Records what a POST to the import carried. */
  const record = async (request: Request) => {
    posts.push({
      key: request.headers.get('Idempotency-Key'),
      type: request.headers.get('Content-Type'),
      parts: (await request.formData()).getAll('file').length,
    });
  };
  return { asked, posts, record, importDone: () => (imported = true) };
}

async function openModal() {
  const user = userEvent.setup();
  await screen.findByRole('table', { name: '투자 재원 목록' });
  await user.click(screen.getByRole('button', { name: '엑셀로 가져오기' }));
  const dialog = await screen.findByRole('dialog', { name: '투자 원장 엑셀 가져오기' });
  return { user, dialog };
}

describe('InvestSourcesPage: 엑셀로 가져오기', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('uploads the picked sheet with progress, tells the counts and reads the ledger again', async () => {
    const { asked, posts, record, importDone } = setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api(IMPORT), async ({ request }) => {
        await record(request);
        await held;
        importDone();
        return HttpResponse.json({
          investments: 3,
          funding_rounds: 1,
          recoveries: 1,
          valuations: 0,
        });
      }),
    );
    const { user, dialog } = await openModal();
    expect(
      within(dialog).getByText(
        '투자, 후속 투자, 회수, 가치 평가를 시트별로 한 번에 등록합니다. 양식을 내려받아 작성한 뒤 올려 주세요. 한 행이라도 잘못되면 아무것도 반영되지 않습니다.',
      ),
    ).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: '가져오기' });
    expect(send).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('투자 원장 엑셀 파일 선택'), xlsx());
    expect(within(dialog).getByText('투자원장.xlsx')).toBeInTheDocument();
    expect(asked).toEqual([TODAY]);
    await user.click(send);

    // While it is sent: the progress bar, and nothing else can be started or closed.
    expect(
      await within(dialog).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/투자원장\.xlsx 업로드 중/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '가져오기' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '양식 내려받기' })).toBeDisabled();

    release();
    expect(
      await screen.findByText('투자 3건, 후속 투자 1건, 회수 1건, 가치 평가 0건을 가져왔습니다.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The sources (and with them every ledger view) are read again and show the imported union.
    expect(await screen.findByText('데모 개인투자조합 2호')).toBeInTheDocument();
    expect(asked).toEqual([TODAY, TODAY]);
    expect(posts).toEqual([
      {
        key: expect.stringMatching(/\S{8,}/),
        type: expect.stringMatching(/^multipart\/form-data/),
        parts: 1,
      },
    ]);

    // Opened again, the modal starts with nothing picked.
    await user.click(screen.getByRole('button', { name: '엑셀로 가져오기' }));
    const again = await screen.findByRole('dialog', { name: '투자 원장 엑셀 가져오기' });
    expect(within(again).getByText('선택한 파일이 없습니다.')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: '가져오기' })).toBeDisabled();
  });

  it('lists every refused row with the count of rows, keeps the file and changes nothing', async () => {
    const { asked, posts, record } = setup();
    const rows = [
      {
        field: 'investments.5.amount',
        message: '투자 시트 5행 투자 금액: 투자 금액이 주식 수 × 주당 가격과 다릅니다.',
      },
      { field: 'investments.5.shares', message: '투자 시트 5행 주식 수: 0보다 커야 합니다.' },
      { field: 'rounds.3.on', message: '후속 투자 시트 3행 일자: 날짜가 아닙니다.' },
      {
        field: 'recoveries.2.union',
        message: "회수 시트 2행 조합: '없는 조합'을 찾을 수 없습니다.",
      },
      { field: 'valuations.5.basis', message: '가치 평가 시트 5행 근거: 근거를 입력해 주세요.' },
    ];
    server.use(
      http.post(api(IMPORT), async ({ request }) => {
        await record(request);
        return problem(
          422,
          'import_invalid_rows',
          '잘못된 행이 있어 아무것도 가져오지 않았습니다.',
          rows,
        );
      }),
    );
    const { user, dialog } = await openModal();
    await user.upload(
      within(dialog).getByLabelText('투자 원장 엑셀 파일 선택'),
      xlsx('고칠원장.xlsx'),
    );
    await user.click(within(dialog).getByRole('button', { name: '가져오기' }));

    const alert = await within(dialog).findByRole('alert');
    // investments.5 twice, then rounds.3, recoveries.2 and valuations.5: four rows.
    expect(alert).toHaveTextContent('4개 행에 문제가 있어 아무것도 반영하지 않았습니다.');
    const list = within(alert).getByRole('list', { name: '반영하지 못한 행' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(rows.map((row) => row.message));

    // Nothing else changed: the modal stays with the file picked, the ledger is not read again.
    expect(screen.getByRole('dialog', { name: '투자 원장 엑셀 가져오기' })).toBeInTheDocument();
    expect(within(dialog).getByText('고칠원장.xlsx')).toBeInTheDocument();
    expect(screen.queryByText(/을 가져왔습니다\./)).not.toBeInTheDocument();
    expect(asked).toEqual([TODAY]);
    expect(screen.queryByText('데모 개인투자조합 2호')).not.toBeInTheDocument();

    // The same pick can be sent again (the key was freed by the refusal), with the same key.
    await user.click(within(dialog).getByRole('button', { name: '가져오기' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('4개 행에 문제가 있어');
  });

  it("shows any other refusal in the server's words, with no row list", async () => {
    const { asked, record } = setup();
    const message = '엑셀(xlsx) 파일만 올릴 수 있습니다.';
    server.use(
      http.post(api(IMPORT), async ({ request }) => {
        await record(request);
        return problem(415, 'import_not_xlsx', message);
      }),
    );
    const { user, dialog } = await openModal();
    await user.upload(within(dialog).getByLabelText('투자 원장 엑셀 파일 선택'), xlsx('가짜.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '가져오기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/개 행에 문제가 있어/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('가짜.xlsx')).toBeInTheDocument();
    expect(asked).toEqual([TODAY]);
  });

  it('downloads the template under its name', async () => {
    setup();
    let templateReads = 0;
    server.use(
      http.get(api('/investment-ledger/template.xlsx'), () => {
        templateReads += 1;
        return new HttpResponse(new Uint8Array(64), { headers: { 'Content-Type': XLSX } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { user, dialog } = await openModal();
      await user.click(within(dialog).getByRole('button', { name: '양식 내려받기' }));
      await waitFor(() => expect(saved).toEqual(['투자원장_양식.xlsx']));
      expect(templateReads).toBe(1);
    } finally {
      click.mockRestore();
    }
  });

  it('is not offered to a startup account', async () => {
    setup('startup');
    expect(
      await screen.findByText('투자 재원은 투자사 회원만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '엑셀로 가져오기' })).not.toBeInTheDocument();
  });
});
