import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { onPlan, serveBilling, summary, WINDOW_URL } from '../test/billingServer';
import { MembershipPage } from './MembershipPage';

const CHANGE_NOTE = '변경하면 지금 플랜의 남은 기간은 일할 계산해 환불됩니다.';

const render = (path = '/membership') =>
  renderRoutes([{ path: '/membership', element: <MembershipPage /> }], path);
const card = (name: string) => screen.getByRole('region', { name: `${name} 플랜` });

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('MembershipPage', () => {
  it('shows the paid plan in use, and offers to extend it or change with the refund note', async () => {
    serveBilling({ billing: onPlan('standard') });
    render();
    const current = await screen.findByRole('region', { name: '현재 플랜' });
    expect(within(current).getByText('스탠다드')).toBeInTheDocument();
    expect(within(current).getByText('2026년 12월 20일까지')).toBeInTheDocument();

    expect(within(card('스탠다드')).getByText('현재 이용 중')).toBeInTheDocument();
    expect(
      within(card('스탠다드')).getByRole('button', { name: '스탠다드 기간 연장' }),
    ).toBeEnabled();
    expect(within(card('프리미엄')).queryByText('현재 이용 중')).toBeNull();
    expect(
      within(card('프리미엄')).getByRole('button', { name: '프리미엄 변경하기' }),
    ).toBeEnabled();
    expect(within(card('프리미엄')).getByText(CHANGE_NOTE)).toBeInTheDocument();
    expect(within(card('스탠다드')).queryByText(CHANGE_NOTE)).toBeNull();
    expect(within(card('베이직')).queryByRole('button')).toBeNull();
    expect(within(card('프리미엄')).getByText('290,000원')).toBeInTheDocument();
    expect(within(card('프리미엄')).getByText('원천 데이터 다운로드')).toBeInTheDocument();
  });

  it('asks before paying for a plan, then opens its payment window', async () => {
    const calls = serveBilling();
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('무료 플랜')).toBeInTheDocument();
    expect(screen.queryByText(CHANGE_NOTE)).toBeNull();
    expect(within(card('베이직')).getByText('현재 이용 중')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '프리미엄 가입하기' }));
    const dialog = await screen.findByRole('dialog', { name: '멤버십 가입하기' });
    expect(within(dialog).getByText('프리미엄')).toBeInTheDocument();
    expect(within(dialog).getByText('30일')).toBeInTheDocument();
    expect(calls.checkouts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '290,000원 카드 결제' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(WINDOW_URL));
    expect(calls.checkouts).toEqual([{ kind: 'membership', code: 'premium' }]);
  });

  it('keeps the plan buttons off for anyone but the CEO', async () => {
    serveBilling({ billing: summary({ can_pay: false }) });
    render();
    expect(await screen.findByRole('button', { name: '스탠다드 가입하기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '프리미엄 가입하기' })).toBeDisabled();
    expect(screen.getByText('결제와 환불 요청은 대표 계정만 할 수 있습니다.')).toBeInTheDocument();
  });

  it('closes a failed plan payment and shows what the window said', async () => {
    const calls = serveBilling();
    const { router } = render(
      '/membership?code=REJECT_CARD_COMPANY&message=카드사에서%20거절했습니다&orderId=JH1-plan',
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('결제가 완료되지 않았습니다')).toBeInTheDocument();
    expect(within(alert).getByText('카드사에서 거절했습니다')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.fails).toEqual([
        { order_key: 'JH1-plan', code: 'REJECT_CARD_COMPANY', message: '카드사에서 거절했습니다' },
      ]),
    );
    expect(router.state.location.search).toBe('');
  });
});
