import { describe, expect, it } from 'vitest';
import {
  canAskRefund,
  confirmFailureOf,
  failBodyOf,
  failNotice,
  orderStateInfo,
  planAction,
  planUntilText,
  readFailReturn,
  readSuccessReturn,
  reasonError,
  receiptRows,
  refundLine,
  retryPathOf,
  signedPoints,
} from './model';
import { onPlan, order, PLANS, summary } from './test/billingServer';

const params = (query: string) => new URLSearchParams(query);

describe('billing model', () => {
  it('colours each order state apart, keeping the server label', () => {
    const colours = [0, 1, 2, 3, 4, 5, 7, 8].map(
      (state) => orderStateInfo({ state, state_label: `s${state}` }).color,
    );
    expect(new Set(colours).size).toBe(colours.length);
    expect(orderStateInfo({ state: 1, state_label: '결제 완료' })).toEqual({
      label: '결제 완료',
      color: 'teal',
    });
    expect(orderStateInfo({ state: 4, state_label: '결제 오류' }).color).toBe('red');
    expect(orderStateInfo({ state: 42, state_label: '?' }).color).toBe('gray');
  });

  it('offers 환불 요청 only to the CEO on a refundable order', () => {
    expect(canAskRefund({ refundable: true }, true)).toBe(true);
    expect(canAskRefund({ refundable: true }, false)).toBe(false);
    expect(canAskRefund({ refundable: false }, true)).toBe(false);
  });

  it('tells the refund progress of states 2, 3 and 5 only', () => {
    const refund = {
      reason: '실수',
      requested_at: '2026-11-21T01:00:00Z',
      amount: 30_000,
      decided_at: '2026-11-22T01:00:00Z',
      rejection: '포인트 사용',
      reserved_at: null,
      for_plan_change: false,
    };
    expect(refundLine({ state: 2, refund })).toBe('2026년 11월 21일 요청 · 운영팀 확인 중');
    expect(refundLine({ state: 3, refund })).toBe('30,000원 환불 · 2026년 11월 22일');
    expect(refundLine({ state: 5, refund })).toBe('거절 사유: 포인트 사용');
    expect(refundLine({ state: 1, refund })).toBeNull();
    expect(refundLine({ state: 2, refund: null })).toBeNull();
  });

  it('picks each plan card its button', () => {
    const free = summary().plans;
    expect(free.map((plan) => planAction(plan, free))).toEqual(['none', 'join', 'join']);
    const standard = onPlan('standard').plans;
    expect(standard.map((plan) => planAction(plan, standard))).toEqual([
      'none',
      'extend',
      'change',
    ]);
    expect(planAction(PLANS[0]!, PLANS)).toBe('none');
  });

  it('reads the success return, refusing a cut or forged one', () => {
    expect(readSuccessReturn(params('paymentKey=pk_1&orderId=JH1-a&amount=30000'))).toEqual({
      order_key: 'JH1-a',
      payment_key: 'pk_1',
      amount: 30000,
    });
    for (const query of [
      'orderId=JH1-a&amount=30000',
      'paymentKey=pk_1&amount=30000',
      'paymentKey=pk_1&orderId=JH1-a',
      'paymentKey=pk_1&orderId=JH1-a&amount=abc',
      'paymentKey=pk_1&orderId=JH1-a&amount=-5',
      'paymentKey=pk_1&orderId=JH1-a&amount=10.5',
    ]) {
      expect(readSuccessReturn(params(query))).toBeNull();
    }
  });

  it('reads the fail return and what closes its order', () => {
    expect(readFailReturn(params(''))).toBeNull();
    expect(readFailReturn(params('tab=orders'))).toBeNull();
    const back = readFailReturn(
      params('code=PAY_PROCESS_CANCELED&message=취소했습니다&orderId=JH1-a'),
    )!;
    expect(failBodyOf(back)).toEqual({
      order_key: 'JH1-a',
      code: 'PAY_PROCESS_CANCELED',
      message: '취소했습니다',
    });
    expect(failNotice(back)).toEqual({ title: '결제가 취소되었습니다', message: '취소했습니다' });
    const bare = readFailReturn(params('code=REJECT_CARD_COMPANY'))!;
    expect(failBodyOf(bare)).toBeNull();
    expect(failNotice(bare)).toEqual({
      title: '결제가 완료되지 않았습니다',
      message: '결제가 완료되지 않았습니다.',
    });
    expect(failBodyOf(readFailReturn(params('orderId=JH1-b'))!)).toEqual({ order_key: 'JH1-b' });
  });

  it('sorts a failed confirmation by what can be done', () => {
    expect(confirmFailureOf({ status: 402, code: 'payment_declined' })).toBe('declined');
    expect(confirmFailureOf({ status: 503, code: 'payment_gateway_unavailable' })).toBe(
      'unavailable',
    );
    expect(confirmFailureOf({ status: 409, code: 'order_state_conflict' })).toBe('other');
    expect(confirmFailureOf({ status: 'FETCH_ERROR', code: null })).toBe('other');
    expect(retryPathOf('points')).toBe('/point-charge');
    expect(retryPathOf('membership')).toBe('/membership');
  });

  it('lists the receipt, with dashes for what the gateway did not send', () => {
    expect(receiptRows(order(1))).toEqual([
      { label: '상품', value: '30,000 포인트 충전' },
      { label: '결제 금액', value: '30,000원' },
      { label: '공급가액', value: '27,273원' },
      { label: '부가세', value: '2,727원' },
      { label: '결제 수단', value: '카드 · 신한카드 1234-****-****-5678' },
      { label: '승인 번호', value: '00012345' },
      { label: '승인 일시', value: '2026.11.20 10:01' },
    ]);
    const bare = receiptRows(order(2, { method: null, card: null, approval_number: null }));
    expect(bare.find((row) => row.label === '결제 수단')?.value).toBe('-');
    expect(bare.find((row) => row.label === '승인 번호')?.value).toBe('-');
  });

  it('signs ledger points and checks reasons', () => {
    expect(signedPoints(1500)).toEqual({ text: '+1,500P', color: 'teal.7' });
    expect(signedPoints(-500)).toEqual({ text: '−500P', color: 'red.7' });
    expect(planUntilText(null)).toBe('무료 플랜');
    expect(planUntilText('2026-12-20T00:00:00Z')).toBe('2026년 12월 20일까지');
    expect(reasonError('  ')).toBe('사유를 입력해 주세요.');
    expect(reasonError('가'.repeat(500))).toBeNull();
    expect(reasonError('가'.repeat(501))).toBe('사유는 500자 이내로 입력해 주세요.');
  });
});
