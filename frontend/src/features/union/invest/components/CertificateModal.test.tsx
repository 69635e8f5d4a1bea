import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noTaxPapers } from '@/features/capital/tax/test/fixtures';
import { UnionDetailPage } from '@/features/union/pages/UnionDetailPage';
import { unionDetail } from '@/features/union/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { CertificateDto, ContributorDto } from '../api';
import { certificate, contributor, contributorPage, evidenceFile } from '../test/fixtures';

/** Serves the tab with `initial` members and member 11's certificate, counting what is asked. */
function setup(initial: ContributorDto[], answer: CertificateDto = certificate()) {
  let items = initial;
  const calls = { certificates: 0, lists: 0 };
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
    // The tab's 소득공제 출자확인서 section, looked at in its own tests.
    http.get(api('/unions/5/tax-papers'), () => HttpResponse.json(noTaxPapers())),
    http.get(api('/unions/5/contributors'), () => {
      calls.lists += 1;
      return HttpResponse.json(contributorPage(items));
    }),
    http.get(api('/unions/5/applicants/11/certificate'), () => {
      calls.certificates += 1;
      return HttpResponse.json(answer);
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

async function openPreview() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '홍길동 출자증명서 미리보기' }));
  const dialog = await screen.findByRole('dialog', { name: '출자증명서 미리보기' });
  return { user, dialog };
}

/** The value cell next to a row header of the certificate table. */
const valueOf = (sheet: HTMLElement, label: string) =>
  within(sheet).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

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

const attachment = (body: string, type: string, encodedName: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="file"; filename*=UTF-8''${encodedName}`,
    },
  });

describe('certificate preview', () => {
  it("shows the member's certificate as printed, amounts in full won", async () => {
    setup([contributor(11, '홍길동', { unit_count: 12, amount: 12_000_000 })]);
    const { dialog } = await openPreview();
    const sheet = await within(dialog).findByRole('document', { name: '출자증명서 미리보기' });
    expect(within(sheet).getByText('제 5-11 호')).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: '출자증명서' })).toBeInTheDocument();
    expect(valueOf(sheet, '출자자')).toBe('홍길동');
    expect(valueOf(sheet, '주민등록번호')).toBe('800101-1******');
    expect(valueOf(sheet, '주소')).toBe('서울특별시 중구 세종대로 110');
    expect(valueOf(sheet, '조합명')).toBe('한빛 1호 조합');
    expect(valueOf(sheet, '출자 총액')).toBe('300,000,000원 (300좌)');
    expect(valueOf(sheet, '출자금액')).toBe('12,000,000원');
    expect(valueOf(sheet, '출자좌수')).toBe('12좌');
    expect(valueOf(sheet, '1좌당 금액')).toBe('1,000,000원');
    expect(
      within(sheet).getByText('위 출자자가 위 조합에 출자하였음을 증명합니다.'),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('2026년 12월 02일')).toBeInTheDocument();
    expect(within(sheet).getByText('한빛 1호 조합 업무집행조합원 김데모')).toBeInTheDocument();
  });

  it("labels a corporation's number as the business number", async () => {
    setup(
      [contributor(11, '홍길동')],
      certificate({ lp_type: 'corporate', registration_number: '123-45-67890' }),
    );
    const { dialog } = await openPreview();
    const sheet = await within(dialog).findByRole('document');
    expect(valueOf(sheet, '사업자등록번호')).toBe('123-45-67890');
    expect(within(sheet).queryByText('주민등록번호')).not.toBeInTheDocument();
  });

  it('PUTs the typed identity, shows its field error, and reloads the preview once saved', async () => {
    const { calls } = setup([contributor(11, '홍길동')]);
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.get(api('/unions/5/applicants/11/identity'), () =>
        HttpResponse.json({ registration_number: '800101-1******', address: '서울시' }),
      ),
      http.put(api('/unions/5/applicants/11/identity'), async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
            { field: 'address', message: '주소는 200자 이내로 입력해 주세요.' },
          ]);
        }
        return HttpResponse.json({ registration_number: '900202-2******', address: '부산시' });
      }),
    );
    const { user, dialog } = await openPreview();
    await within(dialog).findByRole('document');
    await user.click(within(dialog).getByRole('button', { name: '출자자 정보 수정' }));
    const section = within(dialog).getByRole('group', { name: '출자자 정보 수정' });
    const number = await within(section).findByLabelText('주민등록번호');
    const address = within(section).getByLabelText('주소');
    expect(number).toHaveValue('800101-1******');
    expect(address).toHaveValue('서울시');
    expect(
      within(section).getByText('주민등록번호는 생년월일과 성별 자리(앞 7자리)만 저장됩니다.'),
    ).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '900202-2345678');
    await user.clear(address);
    await user.type(address, '부산시');
    await user.click(within(section).getByRole('button', { name: '정보 저장' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription('주소는 200자 이내로 입력해 주세요.');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ registration_number: '900202-2345678', address: '부산시' }]);

    refuse = false;
    const before = calls.certificates;
    await user.click(within(section).getByRole('button', { name: '정보 저장' }));
    expect(await screen.findByText('출자자 정보가 저장되었습니다.')).toBeInTheDocument();
    // The field then shows what the server kept, never the whole number typed.
    expect(number).toHaveValue('900202-2******');
    await waitFor(() => expect(calls.certificates).toBeGreaterThan(before));
  });

  it("stores the certificate as the member's file and shows it in the row", async () => {
    const { update } = setup([contributor(11, '홍길동')]);
    let stores = 0;
    server.use(
      http.post(api('/unions/5/applicants/11/certificate/store'), () => {
        stores += 1;
        const stored = evidenceFile('IRF0015', '출자증명서_홍길동.pdf');
        update([contributor(11, '홍길동', { certificate: stored })]);
        return HttpResponse.json(stored);
      }),
    );
    const { user, dialog } = await openPreview();
    await within(dialog).findByRole('document');
    await user.click(within(dialog).getByRole('button', { name: '증명서로 저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(stores).toBe(1);
    expect(
      await screen.findByRole('button', { name: '홍길동 출자증명서 다운로드', hidden: true }),
    ).toBeInTheDocument();
  });

  it('asks before replacing a certificate file the member already has', async () => {
    setup([contributor(11, '홍길동', { certificate: evidenceFile('IRF0015', '서명본.pdf') })]);
    let stores = 0;
    server.use(
      http.post(api('/unions/5/applicants/11/certificate/store'), () => {
        stores += 1;
        return HttpResponse.json(evidenceFile('IRF0015', '출자증명서_홍길동.pdf'));
      }),
    );
    const { user, dialog } = await openPreview();
    await within(dialog).findByRole('document');
    await user.click(within(dialog).getByRole('button', { name: '증명서로 저장' }));
    const confirm = await screen.findByRole('dialog', { name: '증명서로 저장' });
    expect(within(confirm).getByText(/서명본\.pdf 파일을/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(stores).toBe(1);
  });

  it('downloads the PDF under the name the server gives', async () => {
    setup([contributor(11, '홍길동')]);
    server.use(
      http.get(api('/unions/5/applicants/11/certificate.pdf'), () =>
        attachment('%PDF-1.7', 'application/pdf', encodeURIComponent('출자증명서_홍길동.pdf')),
      ),
    );
    const saved = recordSaves();
    const { user, dialog } = await openPreview();
    await within(dialog).findByRole('document');
    await user.click(within(dialog).getByRole('button', { name: 'PDF 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['출자증명서_홍길동.pdf']));
  });

  it("tells why the certificate cannot be shown (the member's status changed)", async () => {
    setup([contributor(11, '홍길동')]);
    server.use(
      http.get(api('/unions/5/applicants/11/certificate'), () =>
        problem(404, 'not_contributor', '출자 조합원이 아닙니다.'),
      ),
    );
    const { dialog } = await openPreview();
    expect(await within(dialog).findByText('출자 조합원이 아닙니다.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '증명서로 저장' })).not.toBeInTheDocument();
  });
});

describe('all certificates', () => {
  it('downloads certificates.zip', async () => {
    setup([contributor(11, '홍길동')]);
    let asked = 0;
    server.use(
      http.get(api('/unions/5/certificates.zip'), () => {
        asked += 1;
        return attachment('PK', 'application/zip', encodeURIComponent('출자증명서.zip'));
      }),
    );
    const saved = recordSaves();
    await screen.findByText('홍길동');
    await userEvent.setup().click(screen.getByRole('button', { name: '전체 출자증명서 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['출자증명서.zip']));
    expect(asked).toBe(1);
  });

  it('is disabled when no member has contributed', async () => {
    setup([]);
    await screen.findByText('출자 조합원 목록이 없습니다.');
    expect(screen.getByRole('button', { name: '전체 출자증명서 다운로드' })).toBeDisabled();
  });
});
