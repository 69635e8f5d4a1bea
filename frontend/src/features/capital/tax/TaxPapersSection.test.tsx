import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { TaxPapersDto } from './api';
import { NO_INVESTMENT } from './model';
import { TaxPapersSection } from './TaxPapersSection';
import { noTaxPapers, taxLine, taxPapers } from './test/fixtures';

const lines = [
  taxLine(11, '홍길동', { resident_number_masked: '800101-1******', has_resident_number: true }),
  taxLine(12, '김영희', { paid: 20_000_000, invested: 16_000_000, deductible: 16_000_000 }),
  taxLine(13, '한빛상사', {
    lp_type: 'corporate',
    paid: 100_000_000,
    invested: 80_000_000,
    deductible: 0,
  }),
];

/** Serves `answer` (the year asked for, when the test gives one per year), counting the reads. */
function setup(
  answer: (year: number | null) => TaxPapersDto = () =>
    taxPapers({ members: lines, deductible_total: 53_000_000 }),
) {
  const searches: string[] = [];
  server.use(
    http.get(api('/unions/5/tax-papers'), ({ request }) => {
      const url = new URL(request.url);
      searches.push(url.search);
      const year = url.searchParams.get('year');
      return HttpResponse.json(answer(year === null ? null : Number(year)));
    }),
  );
  renderRoutes([{ path: '/', element: <TaxPapersSection unionId={5} /> }], '/');
  return { searches };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** jsdom has no blob URLs and cannot save files: records the names that would be saved. */
function recordSaves() {
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

const attachment = (body: string, type: string, name: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

describe('TaxPapersSection', () => {
  it("shows the latest year's lines with the masked number and the total deduction", async () => {
    const { searches } = setup();
    const section = screen.getByRole('region', { name: '소득공제 출자확인서' });
    // The rule and the law's conditions come from the server.
    expect(await within(section).findByText(/3천만원까지 100%/)).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: '소득공제 조건' })).toHaveTextContent(
      '종합소득금액의 50%를 넘을 수 없습니다',
    );
    const hong = await rowOf('홍길동');
    expect(within(hong).getByText('개인')).toBeInTheDocument();
    expect(within(hong).getByText('50,000,000원')).toBeInTheDocument();
    expect(within(hong).getByText('40,000,000원')).toBeInTheDocument();
    expect(within(hong).getByText('37,000,000원')).toBeInTheDocument();
    expect(within(hong).getByText('800101-1******')).toBeInTheDocument();
    expect(within(hong).getByRole('button', { name: '홍길동 주민등록번호 수정' })).toBeVisible();
    expect(
      within(hong).getByRole('button', { name: '홍길동 출자확인서 PDF 다운로드' }),
    ).toBeVisible();
    const kim = await rowOf('김영희');
    expect(within(kim).getByRole('button', { name: '김영희 주민등록번호 입력' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: '2026년 투자액 몫' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2026년' })).toBeChecked();
    expect(screen.getByLabelText('소득공제 대상 금액 합계')).toHaveTextContent('53,000,000원');
    expect(searches).toEqual(['']);
  });

  it('names the other unions a member was computed with, money past the deadline, and a venture union', async () => {
    setup(() =>
      taxPapers({
        rule: 'ten_percent',
        rule_label: '벤처투자조합 출자: 출자금액의 10%',
        members: [
          taxLine(11, '홍길동', {
            combined: [{ union_name: '데모 2호', amount: 20_000_000 }],
            late: 3_000_000,
          }),
        ],
      }),
    );
    const hong = await rowOf('홍길동');
    expect(within(hong).getByText('데모 2호 20,000,000원과 합산해 구간 적용')).toBeInTheDocument();
    expect(within(hong).getByText('기한 지난 출자금 3,000,000원 제외')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '2026년 출자액' })).toBeInTheDocument();
    expect(screen.getByText('벤처투자조합 출자: 출자금액의 10%')).toBeInTheDocument();
  });

  it("marks a corporation's line 대상 아님, with no paper and no resident number", async () => {
    setup();
    const corp = await rowOf('한빛상사');
    expect(within(corp).getByText('법인')).toBeInTheDocument();
    expect(within(corp).getByText('대상 아님')).toBeInTheDocument();
    expect(within(corp).queryAllByRole('button')).toHaveLength(0);
  });

  it('reads the picked year again with ?year=', async () => {
    const { searches } = setup((year) =>
      year === 2025
        ? taxPapers({ year: 2025, members: [taxLine(11, '홍길동', { invested: 5_000_000 })] })
        : taxPapers({ members: lines }),
    );
    await rowOf('홍길동');
    await userEvent.setup().click(screen.getByRole('radio', { name: '2025년' }));
    expect(
      await screen.findByRole('columnheader', { name: '2025년 투자액 몫' }),
    ).toBeInTheDocument();
    expect(within(await rowOf('홍길동')).getByText('5,000,000원')).toBeInTheDocument();
    expect(screen.queryByText('김영희')).not.toBeInTheDocument();
    expect(searches).toEqual(['', '?year=2025']);
  });

  it('PUTs the resident number, shows a refusal under the field and saves on a second try', async () => {
    const { searches } = setup();
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.put(api('/unions/5/applicants/12/resident-number'), async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
            { field: 'resident_number', message: '주민등록번호 13자리를 확인해 주세요.' },
          ]);
        }
        return HttpResponse.json({ resident_number_masked: '900202-2******' });
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '김영희 주민등록번호 입력' }));
    const dialog = await screen.findByRole('dialog', { name: '주민등록번호 입력' });
    expect(within(dialog).getByText(/암호화해 보관하며/)).toBeInTheDocument();
    const input = within(dialog).getByLabelText('주민등록번호');
    expect(input).toHaveAttribute('placeholder', '800101-1234567');

    await user.type(input, '900202-123');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(
      await within(dialog).findByText('주민등록번호 13자리를 확인해 주세요.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '900202-2345678');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('주민등록번호를 저장했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { resident_number: '900202-123' },
      { resident_number: '900202-2345678' },
    ]);
    // Saved: the lines are read again (a refusal read nothing).
    await waitFor(() => expect(searches).toEqual(['', '']));
  });

  it('shows a refusal that names no field in the modal (a member who has not paid)', async () => {
    setup();
    server.use(
      http.put(api('/unions/5/applicants/12/resident-number'), () =>
        problem(404, 'applicant_not_found', '납입을 마친 조합원이 아닙니다.'),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '김영희 주민등록번호 입력' }));
    const dialog = await screen.findByRole('dialog', { name: '주민등록번호 입력' });
    await user.type(within(dialog).getByLabelText('주민등록번호'), '900202-2345678');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '납입을 마친 조합원이 아닙니다.',
    );
  });

  it("downloads a member's paper and the year's zip", async () => {
    setup();
    const asked: string[] = [];
    server.use(
      http.get(api('/unions/5/tax-papers/2026/pdf/11'), () => {
        asked.push('pdf');
        return attachment('%PDF-1.7', 'application/pdf', '출자확인서_2026_홍길동_11.pdf');
      }),
      http.get(api('/unions/5/tax-papers/2026/zip'), () => {
        asked.push('zip');
        return attachment('PK', 'application/zip', '출자확인서_2026_한빛 1호 조합.zip');
      }),
    );
    const saved = recordSaves();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '홍길동 출자확인서 PDF 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['출자확인서_2026_홍길동_11.pdf']));
    await user.click(screen.getByRole('button', { name: '전체 다운로드 (ZIP)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('출자확인서_2026_한빛 1호 조합.zip');
    expect(asked).toEqual(['pdf', 'zip']);
  });

  it('mails the papers once per confirm, then says when they went and warns before a second send', async () => {
    let mailings: TaxPapersDto['mailings'] = [];
    const { searches } = setup(() => taxPapers({ members: lines, mailings }));
    const keys: string[] = [];
    server.use(
      http.post(api('/unions/5/tax-papers/2026/mail'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        const sent = { year: 2026, sent_at: '2026-12-28T01:00:00Z', mails: 1, without_email: 1 };
        mailings = [sent];
        return HttpResponse.json(sent, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    await rowOf('홍길동');
    await user.click(screen.getByRole('button', { name: '메일로 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: '출자확인서 메일 발송' });
    // 홍길동 and 김영희 have papers; the corporation has none.
    expect(
      within(dialog).getByText(
        '2026년 소득공제 대상 조합원 2명에게 출자확인서와 예상 절세액을 메일로 보낼까요?',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/뒷자리를 가립니다/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/이미/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText('출자확인서 메일 1건을 보냈습니다. (이메일 없는 조합원 1명 제외)'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('');
    // Sent: the year is read again and tells when the papers went.
    expect(
      await screen.findByText('메일 발송: 2026.12.28 10:00 · 1명 (이메일 없는 조합원 1명 제외)'),
    ).toBeInTheDocument();
    expect(searches).toEqual(['', '']);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '메일로 보내기' }));
    const again = await screen.findByRole('dialog', { name: '출자확인서 메일 발송' });
    expect(
      within(again).getByText(
        '2026.12.28 10:00에 이미 1명에게 보냈습니다. 다시 보내면 같은 메일이 한 번 더 갑니다.',
      ),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows the refusal when no member with a paper has an address', async () => {
    setup();
    server.use(
      http.post(api('/unions/5/tax-papers/2026/mail'), () =>
        problem(422, 'mail_no_recipients', '선택한 조합원 중 이메일 주소가 있는 사람이 없습니다.'),
      ),
    );
    const user = userEvent.setup();
    await rowOf('홍길동');
    await user.click(screen.getByRole('button', { name: '메일로 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: '출자확인서 메일 발송' });
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText('선택한 조합원 중 이메일 주소가 있는 사람이 없습니다.'),
    ).toBeInTheDocument();
  });

  it('tells that there is no year for papers yet', async () => {
    setup(noTaxPapers);
    expect(await screen.findByText(NO_INVESTMENT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '전체 다운로드 (ZIP)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells that no member has paid, with the zip disabled', async () => {
    setup(() => taxPapers({ members: [] }));
    expect(await screen.findByText('납입을 마친 조합원이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체 다운로드 (ZIP)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '메일로 보내기' })).toBeDisabled();
  });
});
