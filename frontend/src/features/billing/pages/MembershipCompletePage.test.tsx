import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { HttpResponse } from '@/test/server';
import { order, serveBilling } from '../test/billingServer';
import { MembershipCompletePage } from './MembershipCompletePage';

const render = (path: string) =>
  renderRoutes([{ path: '/membership-complete', element: <MembershipCompletePage /> }], path);

describe('MembershipCompletePage', () => {
  it('confirms the plan payment and shows its term and points', async () => {
    const paid = order(7, {
      kind: 'membership',
      product_code: 'premium',
      order_name: '프리미엄 멤버십 (30일)',
      amount: 290_000,
      points: 50_000,
      refundable: false,
      term_from: '2026-11-20T01:00:00Z',
      term_to: '2026-12-20T01:00:00Z',
    });
    const calls = serveBilling({ answers: { confirm: () => HttpResponse.json(paid) } });
    render('/membership-complete?paymentKey=pk_9&orderId=JH1-plan&amount=290000');
    expect(await screen.findByText('멤버십 결제가 완료되었습니다')).toBeInTheDocument();
    expect(calls.confirms).toEqual([
      { order_key: 'JH1-plan', payment_key: 'pk_9', amount: 290000 },
    ]);
    expect(screen.getByText('프리미엄 멤버십 (30일)')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 20일 ~ 2026년 12월 20일')).toBeInTheDocument();
    expect(screen.getByText('+50,000P')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '멤버십' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: '포인트' })).toHaveAttribute('href', '/point');
  });

  it('sends a declined plan payment back to the membership page', async () => {
    const { problem } = await import('@/test/server');
    serveBilling({
      answers: { confirm: () => problem(402, 'payment_declined', '카드사에서 거절했습니다.') },
    });
    render('/membership-complete?paymentKey=pk_9&orderId=JH1-plan&amount=290000');
    expect(await screen.findByText('카드사에서 거절했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 결제하기' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });
});
