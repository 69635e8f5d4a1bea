import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unionDetail } from '@/features/union/test/fixtures';
import { koreanToday } from '@/shared/format';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import {
  capitalBook,
  distribution,
  holderShare,
  memberDistribution,
  withDistributions,
} from './test/fixtures';
import type { CapitalDto, DistributionBody } from './api';
import { CapitalTab } from './CapitalTab';

function setup(book: CapitalDto = capitalBook()) {
  let current = book;
  const sent = { bodies: [] as DistributionBody[], keys: [] as string[], notices: [] as string[] };
  const revoked: number[] = [];
  server.use(
    http.get(api('/unions/5/capital'), () => HttpResponse.json(current)),
    http.get(api('/unions/5/applicants/:id/payments'), ({ params }) => {
      const id = Number(params.id);
      const member = current.members.find((item) => item.applicant_id === id)!;
      const distributions = current.distributions.flatMap((item) =>
        item.shares
          .filter((part) => part.applicant_id === id)
          .map((part) => memberDistribution(item.id, part.amount)),
      );
      return HttpResponse.json({ position: member, payments: [], distributions });
    }),
    http.post(api('/unions/5/capital/distributions'), async ({ request }) => {
      const body = (await request.json()) as DistributionBody;
      sent.bodies.push(body);
      sent.keys.push(request.headers.get('Idempotency-Key') ?? '');
      // A return of capital over the 3,000,000원 paid in: 김납입 2/3, 이연체 1/3.
      const recorded = distribution(62, {
        paid_on: body.paid_on,
        kind: body.kind,
        kind_label: '원금 반환',
        total: body.total,
        note: body.note ?? '',
        shares: [
          holderShare('limited', '김납입', 2_000_000, 400_000, 21),
          holderShare('limited', '이연체', 1_000_000, 200_000, 22),
        ],
      });
      current = withDistributions(current, [...current.distributions, recorded]);
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post(api('/unions/5/capital/distributions/:id/notice'), ({ params, request }) => {
      sent.notices.push(new URL(request.url).pathname);
      current = {
        ...current,
        distributions: current.distributions.map((item) =>
          item.id === Number(params.id) ? { ...item, notified_at: '2026-12-01T01:00:00Z' } : item,
        ),
      };
      return HttpResponse.json({ queued: 1, without_email: 1 }, { status: 202 });
    }),
    http.delete(api('/unions/5/capital/distributions/:id'), ({ params }) => {
      revoked.push(Number(params.id));
      current = withDistributions(
        current,
        current.distributions.filter((item) => item.id !== Number(params.id)),
      );
      return HttpResponse.json(current);
    }),
  );
  renderRoutes([{ path: '/', element: <CapitalTab union={unionDetail()} /> }], '/');
  return { sent, revoked };
}

const section = async () => within(await screen.findByRole('region', { name: '분배' }));
const rowOf = (list: ReturnType<typeof within>, day: string) =>
  within(list.getByRole('rowheader', { name: day }).closest('tr')!);
/** The summary's value under `label`. */
const summaryValue = (label: string) =>
  within(screen.getByRole('region', { name: '출자금 현황' })).getByText(label).nextElementSibling;
const memberCell = (name: string, header: string) => {
  const table = screen.getByRole('table', { name: '조합원별 납입 현황' });
  const headers = within(table).getAllByRole('columnheader');
  const row = within(table).getByRole('link', { name }).closest('tr')!;
  return within(row).getAllByRole('cell')[headers.findIndex((th) => th.textContent === header)];
};

describe('DistributionSection', () => {
  it('says so when nothing was distributed yet', async () => {
    setup();
    const distributions = await section();
    expect(distributions.getByText('아직 분배 기록이 없습니다.')).toBeInTheDocument();
    expect(
      distributions.getByText(/지급일까지 납입한 출자금\(업무집행조합원 출자 포함\)에 비례해/),
    ).toBeInTheDocument();
    expect(summaryValue('분배 총액')).toHaveTextContent('0원');
  });

  it('records a distribution and shows the refreshed list, totals and member column', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    await user.click((await section()).getByRole('button', { name: '분배 기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '분배 기록' }));
    expect(dialog.getByLabelText(/^지급일/)).toHaveValue(koreanToday());
    expect(dialog.getByRole('radio', { name: '수익 분배' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: '원금 반환' }));
    await user.type(dialog.getByRole('textbox', { name: '분배 총액 (원)' }), '600000');
    await user.type(dialog.getByLabelText('메모'), ' 일부 회수 ');
    await user.click(dialog.getByRole('button', { name: '기록' }));

    await waitFor(() =>
      expect(sent.bodies).toEqual([
        { paid_on: koreanToday(), kind: 'capital_return', total: 600_000, note: '일부 회수' },
      ]),
    );
    expect(sent.keys[0]).not.toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = within(await screen.findByRole('table', { name: '분배 목록' }));
    const row = rowOf(list, koreanToday().replaceAll('-', '.'));
    expect(row.getByText('원금 반환')).toBeInTheDocument();
    expect(row.getByText('600,000원')).toBeInTheDocument();
    expect(row.getByText('일부 회수')).toBeInTheDocument();
    expect(summaryValue('분배 총액')).toHaveTextContent('600,000원');
    expect(memberCell('김납입', '분배')).toHaveTextContent('400,000원');
    expect(memberCell('박미납', '분배')).toHaveTextContent('0원');
  });

  it('shows a refused total under its field and nothing_paid_in in the modal', async () => {
    setup();
    const user = userEvent.setup();
    await user.click((await section()).getByRole('button', { name: '분배 기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '분배 기록' }));
    const total = dialog.getByRole('textbox', { name: '분배 총액 (원)' });
    await user.type(total, '50000000');

    const tooMuch = '원금 반환은 아직 반환하지 않은 4,000,000원까지 기록할 수 있습니다.';
    server.use(
      http.post(api('/unions/5/capital/distributions'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'total', message: tooMuch },
        ]),
      ),
    );
    await user.click(dialog.getByRole('button', { name: '기록' }));
    await waitFor(() => expect(total).toHaveAttribute('aria-invalid', 'true'));
    expect(total).toHaveAccessibleDescription(expect.stringContaining(tooMuch));

    const nothing = '지급일까지 납입된 출자금이 없어 분배할 수 없습니다.';
    server.use(
      http.post(api('/unions/5/capital/distributions'), () =>
        problem(409, 'nothing_paid_in', nothing),
      ),
    );
    await user.click(dialog.getByRole('button', { name: '기록' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(nothing);
    expect(screen.getByRole('dialog', { name: '분배 기록' })).toBeInTheDocument();
    expect(screen.getByText('아직 분배 기록이 없습니다.')).toBeInTheDocument();
  });

  it('unfolds a distribution into its shares, which add up to the total', async () => {
    setup(withDistributions(capitalBook(), [distribution(61)]));
    const user = userEvent.setup();
    const list = within(await screen.findByRole('table', { name: '분배 목록' }));
    const toggle = rowOf(list, '2026.11.30').getByRole('button', {
      name: '2026.11.30 수익 분배 지급 내역',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /지급 내역$/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shares = within(screen.getByRole('table', { name: '2026.11.30 수익 분배 지급 내역' }));
    const rows = shares.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '구분이름납입 출자금지급액',
      '업무집행조합원(대표)데모파트너스1,000,000원200,000원',
      '유한책임조합원김납입3,000,000원600,001원',
      '유한책임조합원이연체1,000,000원200,000원',
      '유한책임조합원박미납0원0원',
      '합계5,000,000원1,000,001원',
    ]);
    expect(shares.getByRole('link', { name: '김납입' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/5/apply/member/21',
    );
    expect(screen.getByText('지급액 합계가 분배 총액 1,000,001원과 같습니다.')).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('table', { name: /지급 내역$/ })).not.toBeInTheDocument();
  });

  it('sends the notice to the members with a share after a confirm naming how many', async () => {
    const { sent } = setup(withDistributions(capitalBook(), [distribution(61)]));
    const user = userEvent.setup();
    const list = within(await screen.findByRole('table', { name: '분배 목록' }));
    await user.click(rowOf(list, '2026.11.30').getByRole('button', { name: '안내 메일 보내기' }));
    const confirm = within(await screen.findByRole('dialog', { name: '분배 안내 메일' }));
    // 김납입 and 이연체: the GP and 박미납 (nothing paid out) get no mail.
    expect(confirm.getByText('분배받은 조합원 2명에게 안내 메일을 보낼까요?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '보내기' }));

    await waitFor(() =>
      expect(sent.notices).toEqual(['/api/v1/unions/5/capital/distributions/61/notice']),
    );
    expect(
      await screen.findByText('안내 메일 1건을 보냈습니다. (이메일 없는 조합원 1명 제외)'),
    ).toBeInTheDocument();
    const row = rowOf(list, '2026.11.30');
    expect(await row.findByText('발송 완료 (2026.12.01)')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: '안내 메일 보내기' })).not.toBeInTheDocument();
  });

  it('shows a distribution announced already as sent, without a send button', async () => {
    setup(
      withDistributions(capitalBook(), [
        distribution(61, { notified_at: '2026-11-30T16:30:00Z' }),
        distribution(62, { paid_on: '2026-12-10' }),
      ]),
    );
    const list = within(await screen.findByRole('table', { name: '분배 목록' }));
    const sentRow = rowOf(list, '2026.11.30');
    // Korea time: the next morning.
    expect(sentRow.getByText('발송 완료 (2026.12.01)')).toBeInTheDocument();
    expect(sentRow.queryByRole('button', { name: '안내 메일 보내기' })).not.toBeInTheDocument();
    expect(
      rowOf(list, '2026.12.10').getByRole('button', { name: '안내 메일 보내기' }),
    ).toBeEnabled();
    expect(summaryValue('분배 총액')).toHaveTextContent('2,000,002원');
  });

  it('deletes a distribution after a confirm', async () => {
    const { revoked } = setup(withDistributions(capitalBook(), [distribution(61)]));
    const user = userEvent.setup();
    const list = within(await screen.findByRole('table', { name: '분배 목록' }));
    expect(memberCell('김납입', '분배')).toHaveTextContent('600,001원');
    await user.click(list.getByRole('button', { name: '2026.11.30 수익 분배 삭제' }));
    const confirm = within(await screen.findByRole('dialog', { name: '분배 기록 삭제' }));
    expect(confirm.getByText('이 분배 기록을 삭제할까요?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(revoked).toEqual([61]));
    expect(await screen.findByText('아직 분배 기록이 없습니다.')).toBeInTheDocument();
    expect(memberCell('김납입', '분배')).toHaveTextContent('0원');
  });

  it("lists a member's distributions and their total under the payments in the modal", async () => {
    setup(withDistributions(capitalBook(), [distribution(61)]));
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '분배 목록' });
    const row = within(screen.getByRole('table', { name: '조합원별 납입 현황' }))
      .getByRole('link', { name: '김납입' })
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '납입 기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '납입 기록' }));
    const list = within(await dialog.findByRole('table', { name: '분배 내역 목록' }));
    expect(list.getAllByRole('row')[1]).toHaveTextContent('2026.11.30수익 분배600,001원');
    expect(list.getByRole('rowheader', { name: '받은 분배 합계' }).closest('tr')).toHaveTextContent(
      '600,001원',
    );
  });
});
