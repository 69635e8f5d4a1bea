import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { billingRoutes } from './routes';

describe('billing routes', () => {
  it('builds every screen behind login, listing only 포인트 and 멤버십 for everyone', () => {
    expect(
      billingRoutes.map((route) => [
        route.path,
        route.title,
        route.layout,
        route.requiresLogin,
        route.nav ?? null,
        Boolean(route.page),
      ]),
    ).toEqual([
      ['/point', '포인트', 'app', true, '기타', true],
      ['/point-charge', '포인트 충전', 'app', true, null, true],
      ['/point-charge-complete', '포인트 충전 완료', 'app', true, null, true],
      ['/membership', '멤버십', 'app', true, '기타', true],
      ['/membership-complete', '멤버십 가입 완료', 'app', true, null, true],
      ['/operator/refunds', '환불 요청 관리', 'app', true, '기타', true],
    ]);
  });

  it('lists 환불 요청 관리 for operator staff only', () => {
    const desk = billingRoutes.find((route) => route.path === '/operator/refunds')!;
    expect(desk.shownTo?.({ ...demoCeo, operator: true })).toBe(true);
    expect(desk.shownTo?.(demoCeo)).toBe(false);
  });
});
