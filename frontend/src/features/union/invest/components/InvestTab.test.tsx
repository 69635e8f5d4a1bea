import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noTaxPapers } from '@/features/capital/tax/test/fixtures';
import { NO_INVESTMENT } from '@/features/capital/tax/model';
import { UnionDetailPage } from '@/features/union/pages/UnionDetailPage';
import { unionDetail } from '@/features/union/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { ContributorDto } from '../api';
import { contributor, contributorPage, evidenceFile } from '../test/fixtures';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const zip = (name: string) => new File(['PK'], name, { type: 'application/zip' });

/** Serves a contributor list that the handlers below change, like the server would. */
function setup(initial: ContributorDto[]) {
  let items = initial;
  const calls = { lists: [] as string[], deleted: [] as string[] };
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
    // The tab's 소득공제 출자확인서 section, looked at in its own tests.
    http.get(api('/unions/5/tax-papers'), () => HttpResponse.json(noTaxPapers())),
    http.get(api('/unions/5/contributors'), ({ request }) => {
      calls.lists.push(new URL(request.url).search);
      return HttpResponse.json(contributorPage(items));
    }),
    http.delete(api('/unions/5/applicants/:applicantId/evidence/:kind'), ({ params }) => {
      calls.deleted.push(`${String(params.applicantId)}/${String(params.kind)}`);
      const field = params.kind === 'IRF0015' ? 'certificate' : 'confirmation';
      items = items.map((member) =>
        member.applicant_id === Number(params.applicantId) ? { ...member, [field]: null } : member,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderRoutes(
    [{ path: '/lp-invest-union-management/detail/:fundIdx/invest', element: <UnionDetailPage /> }],
    '/lp-invest-union-management/detail/5/invest',
  );
  const update = (next: ContributorDto[]) => {
    items = next;
  };
  return { calls, update };
}

describe('InvestTab', () => {
  it('shows the empty state, paged by 10', async () => {
    const { calls } = setup([]);
    expect(await screen.findByText('출자 조합원 목록이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '투자 증빙' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('준비 중')).not.toBeInTheDocument();
    expect(calls.lists).toEqual(['?page=1&page_size=10']);
    // The tax papers sit under the list, in their own section.
    const taxPapers = screen.getByRole('region', { name: '소득공제 출자확인서' });
    expect(await within(taxPapers).findByText(NO_INVESTMENT)).toBeVisible();
  });

  it("explains the bulk file names with the union's registered name and the size limit", async () => {
    setup([]);
    const card = await screen.findByRole('region', { name: '출자확인서 일괄 업로드' });
    // The name comes from the contributor list, exactly as registered (spaces kept).
    const codes = within(card)
      .getAllByText(/\.pdf$/)
      .map((node) => node.textContent);
    expect(codes).toEqual(['한빛 1호 조합_조합원명.pdf', '한빛 1호 조합_홍길동.pdf']);
    expect(within(card).getByText(/띄어쓰기까지 똑같이/)).toBeInTheDocument();
    expect(within(card).getByText(/ZIP 파일을 올릴 수 있습니다/)).toBeInTheDocument();
    expect(
      within(card).getByText('PDF 파일은 한 개당 50 MB까지 올릴 수 있습니다.'),
    ).toBeInTheDocument();
  });

  it('posts every dropped file as a file part, shows the result and reloads the list', async () => {
    const { calls, update } = setup([contributor(11, '홍길동')]);
    const parts: number[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api('/unions/5/evidence/bulk'), async ({ request }) => {
        const form = await request.formData();
        parts.push(form.getAll('file').length);
        await held;
        update([
          contributor(11, '홍길동', {
            confirmation: evidenceFile('IRF0007', '한빛 1호 조합_홍길동.pdf'),
          }),
        ]);
        return HttpResponse.json({
          received: 4,
          success_count: 2,
          failures: [
            {
              file_name: '다른 조합_김철수.pdf',
              code: 'wrong_union_name',
              reason: "조합명이 일치하지 않습니다. '조합명_조합원명.pdf' 형식으로 올려 주세요.",
            },
            {
              file_name: '한빛 1호 조합_이영희.pdf',
              code: 'no_such_member',
              reason: '출자 조합원 중 이름이 일치하는 사람이 없습니다.',
            },
          ],
        });
      }),
    );
    const area = await screen.findByRole('group', { name: '일괄 업로드 파일을 놓는 곳' });
    await screen.findByText('홍길동');
    const listsBefore = calls.lists.length;
    fireEvent.drop(area, {
      dataTransfer: {
        files: [pdf('한빛 1호 조합_홍길동.pdf'), pdf('다른 조합_김철수.pdf'), zip('묶음.zip')],
      },
    });
    // While it is sent: the progress, and no second change can start.
    expect(await screen.findByRole('progressbar', { name: '업로드 진행률' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '파일 선택' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '홍길동 출자증명서 업로드' })).toBeDisabled();

    release();
    const dialog = await screen.findByRole('dialog', { name: '일괄 업로드 결과' });
    expect(parts).toEqual([3]);
    expect(within(dialog).getByText('총 받은 파일 4건')).toBeInTheDocument();
    expect(within(dialog).getByText('성공 2건')).toBeInTheDocument();
    expect(within(dialog).getByText('다른 조합_김철수.pdf')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "조합명이 일치하지 않습니다. '조합명_조합원명.pdf' 형식으로 올려 주세요.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('한빛 1호 조합_이영희.pdf')).toBeInTheDocument();
    expect(
      within(dialog).getByText('출자 조합원 중 이름이 일치하는 사람이 없습니다.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(listsBefore));
    expect(
      await screen.findByRole('button', { name: '홍길동 출자확인서 다운로드', hidden: true }),
    ).toBeInTheDocument();
  });

  it('refuses a dropped file that is neither PDF nor ZIP before sending anything', async () => {
    // No bulk handler: a request would fail the test (unhandled requests are errors).
    setup([]);
    const area = await screen.findByRole('group', { name: '일괄 업로드 파일을 놓는 곳' });
    fireEvent.drop(area, {
      dataTransfer: { files: [pdf('a.pdf'), new File(['x'], '명부.xlsx')] },
    });
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(
      screen.getByText('명부.xlsx: PDF 또는 ZIP 파일만 올릴 수 있습니다.'),
    ).toBeInTheDocument();
  });

  it("PUTs a member's certificate to its kind's path and reloads the list", async () => {
    const { update } = setup([contributor(11, '홍길동', { unit_count: 12, amount: 12_000_000 })]);
    const puts: string[] = [];
    server.use(
      http.put(api('/unions/5/applicants/:applicantId/evidence/:kind'), ({ params }) => {
        puts.push(`${String(params.applicantId)}/${String(params.kind)}`);
        const stored = evidenceFile('IRF0015', '출자증명서_홍길동.pdf');
        update([contributor(11, '홍길동', { certificate: stored })]);
        return HttpResponse.json(stored);
      }),
    );
    const user = userEvent.setup();
    const row = (await screen.findByText('홍길동')).closest('tr')!;
    expect(within(row).getByText('12좌')).toBeInTheDocument();
    expect(within(row).getByText('1,200만원')).toBeInTheDocument();
    const input = screen.getByLabelText('홍길동 출자증명서 파일 선택');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.upload(input, pdf('출자증명서_홍길동.pdf'));
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(puts).toEqual(['11/IRF0015']);
    expect(await screen.findByText('출자증명서_홍길동.pdf')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses a member's file", async () => {
    setup([contributor(11, '홍길동')]);
    server.use(
      http.put(api('/unions/5/applicants/11/evidence/IRF0007'), () =>
        problem(404, 'not_contributor', '출자 조합원이 아닙니다.'),
      ),
    );
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('홍길동 출자확인서 파일 선택'),
      pdf('확인서.pdf'),
    );
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('출자 조합원이 아닙니다.')).toBeInTheDocument();
  });

  it('deletes a file only after confirming', async () => {
    const { calls } = setup([
      contributor(11, '홍길동', { confirmation: evidenceFile('IRF0007', '확인서.pdf') }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '홍길동 출자확인서 삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('확인서.pdf 파일을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: '홍길동 출자확인서 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('삭제 완료되었습니다.')).toBeInTheDocument();
    expect(calls.deleted).toEqual(['11/IRF0007']);
    expect(
      await screen.findByRole('button', { name: '홍길동 출자확인서 업로드' }),
    ).toBeInTheDocument();
  });

  it('tells when a delete fails', async () => {
    setup([contributor(11, '홍길동', { certificate: evidenceFile('IRF0015', '증명서.pdf') })]);
    server.use(
      http.delete(api('/unions/5/applicants/11/evidence/IRF0015'), () =>
        problem(404, 'file_not_found', '파일을 찾을 수 없습니다.'),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '홍길동 출자증명서 삭제' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    expect(await screen.findByText('삭제 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('파일을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
