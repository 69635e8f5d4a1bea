import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { problem } from '@/test/server';
import { order, serveBilling } from '../test/billingServer';
import { OperatorRefundsPage } from './OperatorRefundsPage';

const operator = { ...demoCeo, name: '운영자', operator: true };
const requests = () => [
  {
    company_name: '한빛벤처스',
    order: order(5, {
      state: 2,
      state_label: '환불 요청',
      refundable: false,
      refund: {
        reason: '잘못 충전했습니다',
        requested_at: '2026-11-21T01:00:00Z',
        amount: 30_000,
        decided_at: null,
        rejection: null,
        reserved_at: null,
        for_plan_change: false,
      },
    }),
  },
];
const render = () =>
  renderRoutes(
    [{ path: '/operator/refunds', element: <OperatorRefundsPage /> }],
    '/operator/refunds',
  );
const NAME = '한빛벤처스 30,000 포인트 충전';

describe('OperatorRefundsPage', () => {
  it('tells anyone but operator staff the page is not theirs', async () => {
    const calls = serveBilling({ requests: requests() });
    render();
    expect(await screen.findByText('운영팀 계정만 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.decisions).toEqual([]);
  });

  it('lists the requests and approves one once confirmed', async () => {
    const calls = serveBilling({ me: operator, requests: requests() });
    render();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '환불 요청 목록' });
    const row = within(table).getByText('한빛벤처스').closest('tr') as HTMLElement;
    expect(within(row).getByText('잘못 충전했습니다')).toBeInTheDocument();
    expect(within(row).getByText('30,000원')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.21')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `${NAME} 승인` }));
    const dialog = await screen.findByRole('dialog', { name: '환불 승인' });
    expect(
      within(dialog).getByText('카드 결제를 취소하고 포인트를 회수합니다.'),
    ).toBeInTheDocument();
    expect(calls.decisions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('환불을 승인했습니다.')).toBeInTheDocument();
    expect(calls.decisions).toEqual([{ id: 5, body: { approve: true } }]);
  });

  it('marks a plan change whose refund failed and a refund whose card cancel got no answer', async () => {
    const [first] = requests();
    const held = {
      ...first!,
      order: {
        ...first!.order,
        refund: {
          ...first!.order.refund!,
          reason: '멤버십 변경에 따른 잔여 기간 환불 (자동 환불 실패: 결제사 응답 없음)',
          reserved_at: '2026-11-22T01:00:00Z',
          for_plan_change: true,
        },
      },
    };
    serveBilling({ me: operator, requests: [held] });
    render();
    const table = await screen.findByRole('table', { name: '환불 요청 목록' });
    const row = within(table).getByText('한빛벤처스').closest('tr') as HTMLElement;
    expect(within(row).getByText('멤버십 변경 환불')).toBeInTheDocument();
    expect(within(row).getByText('카드 취소 응답 대기 · 포인트 보류 중')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const calls = serveBilling({ me: operator, requests: requests() });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${NAME} 거절` }));
    const dialog = await screen.findByRole('dialog', { name: '환불 거절' });
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeInTheDocument();
    expect(calls.decisions).toEqual([]);
    await user.type(within(dialog).getByLabelText(/거절 사유/), '포인트를 사용했습니다');
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    await waitFor(() =>
      expect(calls.decisions).toEqual([
        { id: 5, body: { approve: false, reason: '포인트를 사용했습니다' } },
      ]),
    );
    expect(await screen.findByText('환불 요청을 거절했습니다.')).toBeInTheDocument();
  });

  it('keeps the gateway’s refusal in the modal, the request open', async () => {
    const message = '결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';
    serveBilling({
      me: operator,
      requests: requests(),
      answers: { decide: () => problem(503, 'payment_gateway_unavailable', message) },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${NAME} 승인` }));
    const dialog = await screen.findByRole('dialog', { name: '환불 승인' });
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '환불 승인' })).toBeInTheDocument();
  });
});
