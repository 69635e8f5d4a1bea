// The billing endpoints as the server answers them, over a summary and orders kept in memory.
// Every call is recorded for the tests; `answers` replaces an endpoint's answer.
import type { BillingSummaryDto, OrderDto, PointEntryDto } from '@/api/gen/billing';
import type { RefundRequestDto } from '@/api/gen/operator';
import type { Me } from '@/entities/me';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const PLANS: BillingSummaryDto['plans'] = [
  {
    code: 'basic',
    name: '베이직',
    price: 0,
    term_days: 30,
    included_points: 0,
    features: ['조합 관리와 LP 모집', '안내 메일 발송'],
    current: true,
  },
  {
    code: 'standard',
    name: '스탠다드',
    price: 99_000,
    term_days: 30,
    included_points: 10_000,
    features: ['베이직의 모든 기능', '투자 보고서 PDF'],
    current: false,
  },
  {
    code: 'premium',
    name: '프리미엄',
    price: 290_000,
    term_days: 30,
    included_points: 50_000,
    features: ['스탠다드의 모든 기능', '원천 데이터 다운로드'],
    current: false,
  },
];

export const summary = (patch: Partial<BillingSummaryDto> = {}): BillingSummaryDto => ({
  balance: 12_500,
  plan_code: 'basic',
  plan_name: '베이직',
  plan_until: null,
  plans: PLANS,
  point_packages: [
    { code: 'p10', points: 10_000, bonus: 0, price: 10_000 },
    { code: 'p30', points: 30_000, bonus: 1_500, price: 30_000 },
    { code: 'p50', points: 50_000, bonus: 5_000, price: 50_000 },
    { code: 'p100', points: 100_000, bonus: 15_000, price: 100_000 },
  ],
  can_pay: true,
  ...patch,
});

/** On a paid plan: `code` is current, until the given day. */
export const onPlan = (code: string, until = '2026-12-20T00:00:00Z') =>
  summary({
    plan_code: code,
    plan_name: PLANS.find((plan) => plan.code === code)!.name,
    plan_until: until,
    plans: PLANS.map((plan) => ({ ...plan, current: plan.code === code })),
  });

export const order = (id: number, patch: Partial<OrderDto> = {}): OrderDto => ({
  id,
  order_key: `JH1-key${id}`,
  kind: 'points',
  product_code: 'p30',
  order_name: '30,000 포인트 충전',
  amount: 30_000,
  supply_amount: 27_273,
  vat_amount: 2_727,
  points: 31_500,
  state: 1,
  state_label: '결제 완료',
  created_at: '2026-11-20T01:00:00Z',
  method: '카드',
  card: '신한카드 1234-****-****-5678',
  approval_number: '00012345',
  approved_at: '2026-11-20T01:01:00Z',
  receipt_url: 'https://receipt.example/slip/1',
  failure: null,
  term_from: null,
  term_to: null,
  refund: null,
  refundable: true,
  ...patch,
});

export const entry = (patch: Partial<PointEntryDto> = {}): PointEntryDto => ({
  at: '2026-11-20T01:01:00Z',
  kind: 'charge',
  kind_label: '충전',
  points: 31_500,
  balance_after: 31_500,
  memo: '30,000 포인트 충전',
  order_id: 1,
  ...patch,
});

export const WINDOW_URL = 'http://127.0.0.1:8080/dev/toss/pay?orderId=JH1-new';

export interface BillingCalls {
  checkouts: unknown[];
  confirms: unknown[];
  fails: unknown[];
  refunds: { id: number; body: unknown }[];
  decisions: { id: number; body: unknown }[];
}

type Answer = () => Response | Promise<Response>;

export function serveBilling({
  me = demoCeo,
  billing = summary(),
  orders = [],
  entries = [],
  requests = [],
  windowUrl = WINDOW_URL,
  answers = {},
}: {
  me?: Me;
  billing?: BillingSummaryDto;
  orders?: OrderDto[];
  entries?: PointEntryDto[];
  requests?: RefundRequestDto[];
  windowUrl?: string | null;
  answers?: Partial<Record<'confirm' | 'refund' | 'decide', Answer>>;
} = {}): BillingCalls {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  const calls: BillingCalls = {
    checkouts: [],
    confirms: [],
    fails: [],
    refunds: [],
    decisions: [],
  };
  const page = <T>(items: T[], url: string) => {
    const params = new URL(url).searchParams;
    const number = Number(params.get('page') ?? 1);
    const size = Number(params.get('page_size') ?? 10);
    const slice = items.slice((number - 1) * size, number * size);
    return HttpResponse.json({
      items: slice,
      page: number,
      page_size: size,
      total_count: items.length,
    });
  };

  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/billing'), () => HttpResponse.json(billing)),
    http.get(api('/billing/orders'), ({ request }) => page(orders, request.url)),
    http.get(api('/billing/points'), ({ request }) => page(entries, request.url)),
    http.post(api('/billing/checkout'), async ({ request }) => {
      const body = (await request.json()) as { kind: string; code: string };
      calls.checkouts.push(body);
      const created = order(99, { state: 0, state_label: '결제 대기', product_code: body.code });
      return HttpResponse.json(
        {
          order: created,
          order_name: created.order_name,
          provider: 'toss',
          client_key: 'test_ck',
          window_url: windowUrl,
          success_url: 'http://localhost/point-charge-complete',
          fail_url: 'http://localhost/point-charge',
        },
        { status: 201 },
      );
    }),
    http.post(api('/billing/confirm'), async ({ request }) => {
      calls.confirms.push(await request.json());
      if (answers.confirm) return answers.confirm();
      return HttpResponse.json(order(99));
    }),
    http.post(api('/billing/fail'), async ({ request }) => {
      calls.fails.push(await request.json());
      return HttpResponse.json(order(99, { state: 4, state_label: '결제 오류' }));
    }),
    http.post(api('/billing/orders/:id/refund'), async ({ params, request }) => {
      calls.refunds.push({ id: Number(params.id), body: await request.json() });
      if (answers.refund) return answers.refund();
      return HttpResponse.json(order(Number(params.id), { state: 2, state_label: '환불 요청' }));
    }),
    http.get(api('/operator/refunds'), ({ request }) => {
      if (!me.operator)
        return problem(403, 'operator_only', '운영팀 계정만 할 수 있는 작업입니다.');
      return page(requests, request.url);
    }),
    http.post(api('/operator/refunds/:id'), async ({ params, request }) => {
      calls.decisions.push({ id: Number(params.id), body: await request.json() });
      if (answers.decide) return answers.decide();
      return HttpResponse.json(order(Number(params.id), { state: 3, state_label: '환불 완료' }));
    }),
  );
  return calls;
}
