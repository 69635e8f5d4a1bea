import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import type { ApplicantStatus } from '@/entities/applicant';
import { capitalBook, memberDistribution, payment } from '@/features/capital/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { applicant } from '../test/applicantFixtures';
import { ApplicantDetailPage } from './ApplicantDetailPage';

const path = '/lp-invest-union-management/detail/:fundIdx/apply/member/:memberIdx';

const DOCUMENTS = [
  {
    id: 31,
    kind: 'FLF0001',
    kind_label: '신분증 사본',
    file_name: '신분증.pdf',
    size_bytes: 1536,
    uploaded_at: '2026-11-22T01:00:00Z',
  },
  {
    id: 32,
    kind: 'FLF0003',
    kind_label: '통장 사본',
    file_name: '통장.png',
    size_bytes: 2_621_440,
    uploaded_at: '2026-11-23T01:00:00Z',
  },
];

function setup(refuse = false, documents: unknown[] = DOCUMENTS, status: ApplicantStatus = 'C') {
  const sent: string[] = [];
  let current = applicant(7, { status, lp_type: 'corporate' });
  let next = ['S', 'R'];
  server.use(
    http.get(api('/unions/5/applicants/7'), () =>
      HttpResponse.json({
        applicant: current,
        next_statuses: next,
        history: [
          {
            from_status: null,
            to_status: 'R',
            changed_by: '김데모',
            changed_at: '2026-11-21T01:00:00Z',
          },
          {
            from_status: 'R',
            to_status: 'C',
            changed_by: '김데모',
            changed_at: '2026-11-21T03:30:00Z',
          },
        ],
      }),
    ),
    http.get(api('/unions/5/applicants/7/documents'), () => HttpResponse.json(documents)),
    // 이연체 of the capital fixtures: late on 1차 with one payment of 1,000,000원, and two
    // distributions paid out to them.
    http.get(api('/unions/5/applicants/7/payments'), () =>
      HttpResponse.json({
        position: { ...capitalBook().members[1], paid_out: 500_000 },
        payments: [payment(41, { amount: 1_000_000, note: '은행 입금 확인' })],
        distributions: [
          memberDistribution(61, 200_000),
          memberDistribution(62, 300_000, {
            paid_on: '2026-12-15',
            kind: 'capital_return',
            kind_label: '원금 반환',
          }),
        ],
      }),
    ),
    http.get(api('/unions/5/applicants/8'), () =>
      problem(404, 'applicant_not_found', '출자 신청 내역을 찾을 수 없습니다.'),
    ),
    http.post(api('/unions/5/applicants/7/status'), async ({ request }) => {
      const { status } = (await request.json()) as { status: ApplicantStatus };
      sent.push(status);
      if (refuse) return problem(409, 'status_change_not_allowed', '변경할 수 없는 상태입니다.');
      current = { ...current, status };
      next = ['P'];
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

const render = (id = 7) =>
  renderRoutes(
    [
      { path, element: <ApplicantDetailPage /> },
      { path: '/lp-invest-union-management/detail/:fundIdx/apply', element: <p>신청 목록 화면</p> },
    ],
    `/lp-invest-union-management/detail/5/apply/member/${id}`,
  );

describe('ApplicantDetailPage', () => {
  it('shows the applicant, the history and only the next statuses', async () => {
    setup();
    render();
    expect(await screen.findByRole('heading', { name: '신청자7' })).toBeInTheDocument();
    expect(screen.getByText('법인')).toBeInTheDocument();
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    const items = screen.getAllByTestId('history-item');
    expect(items.map((item) => item.textContent)).toEqual(['신청 → 심사중', '심사중 → 심사완료']);
    expect(screen.getByText('변경자 김데모 · 2026.11.21 12:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '서류제출' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '심사중' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '납입완료' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '출자마감' })).not.toBeInTheDocument();
    // Nothing is owed before 서류제출.
    expect(screen.queryByRole('region', { name: '납입 내역' })).not.toBeInTheDocument();
  });

  it('shows the payments of a member from 서류제출 on', async () => {
    setup(false, DOCUMENTS, 'S');
    render();
    const section = within(await screen.findByRole('region', { name: '납입 내역' }));
    expect(await section.findByText('연체')).toBeInTheDocument();
    const value = (label: string) => section.getByText(label).nextElementSibling;
    expect(value('약정')).toHaveTextContent('10,000,000원');
    expect(value('요청')).toHaveTextContent('7,000,000원');
    expect(value('납입')).toHaveTextContent('1,000,000원');
    expect(value('미납')).toHaveTextContent('6,000,000원');
    const row = section.getByText('은행 입금 확인').closest('tr')!;
    expect(row).toHaveTextContent('2026.11.101차1,000,000원은행 입금 확인김대표');
    // Payments are cancelled in the 출자금 tab, not here.
    expect(section.queryByRole('button', { name: /취소/ })).not.toBeInTheDocument();

    const paidOut = within(section.getByRole('region', { name: '분배 내역' }));
    const rows = paidOut.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026.11.30수익 분배200,000원');
    expect(rows[2]).toHaveTextContent('2026.12.15원금 반환300,000원');
    expect(
      paidOut.getByRole('rowheader', { name: '받은 분배 합계' }).closest('tr'),
    ).toHaveTextContent('500,000원');
  });

  it('changes the status after confirmation', async () => {
    const sent = setup();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '서류제출' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '변경' }),
    );
    await waitFor(() => expect(sent).toEqual(['S']));
    expect(await screen.findByRole('button', { name: '납입완료' })).toBeInTheDocument();
  });

  it('shows the server message when the change is refused', async () => {
    setup(true);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '서류제출' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '변경' }),
    );
    expect(await screen.findByText('변경할 수 없는 상태입니다.')).toBeInTheDocument();
  });

  it('says when the application does not exist, with the way back', async () => {
    setup();
    render(8);
    expect(await screen.findByText('출자 신청 내역을 찾을 수 없습니다.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '목록' }));
    expect(await screen.findByText('신청 목록 화면')).toBeInTheDocument();
  });

  it('lists the submitted documents and downloads one with the token under its name', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    let auth: string | null = null;
    server.use(
      // A stored token makes the app refresh it at start; keep the same one.
      http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))),
      http.get(api('/unions/5/applicants/7/documents/32/download'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('PNG', {
          headers: {
            'Content-Type': 'image/png',
            'Content-Disposition':
              'attachment; filename="d.png"; filename*=UTF-8\'\'%ED%86%B5%EC%9E%A5.png',
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
    setup();
    render();
    const section = (await screen.findByRole('heading', { name: '제출 서류' })).parentElement!;
    const row = (await within(section).findByText('통장.png')).closest('tr')!;
    expect(within(row).getByText('통장 사본')).toBeInTheDocument();
    expect(within(row).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.23')).toBeInTheDocument();
    expect(within(section).getByText('1.5 KB')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: '통장.png 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['통장.png']));
    expect(auth).toBe('Bearer tok-1');
  });

  it('says when no document was submitted', async () => {
    setup(false, []);
    render();
    expect(await screen.findByText('제출된 서류가 없습니다.')).toBeInTheDocument();
  });
});
