//! The rules of the points and membership screens, apart from React: the addresses, the order
//! badges, which buttons an order or a plan gets, what the payment window hands back and what
//! is sent for it, and the receipt's rows.
import type { ConfirmBody, FailBody, OrderDto, PlanDto, PointPackageDto } from '@/api/gen/billing';
import { dash, formatDateKorean, formatDateTime, formatNumber } from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';

export const POINT_PATH = '/point';
export const POINT_CHARGE_PATH = '/point-charge';
export const POINT_CHARGE_COMPLETE_PATH = '/point-charge-complete';
export const MEMBERSHIP_PATH = '/membership';
export const MEMBERSHIP_COMPLETE_PATH = '/membership-complete';
export const OPERATOR_REFUNDS_PATH = '/operator/refunds';

export type ProductKind = 'points' | 'membership';

export const CEO_ONLY_NOTE = '결제와 환불 요청은 대표 계정만 할 수 있습니다.';
export const WINDOW_UNAVAILABLE = '결제창을 열 수 없습니다. 잠시 후 다시 시도해 주세요.';
export const REFUND_RULE =
  '결제 후 7일 이내, 충전한 포인트를 사용하지 않은 경우에만 환불됩니다. 운영팀 확인 후 카드 결제가 취소됩니다.';
export const PLAN_CHANGE_NOTE = '변경하면 지금 플랜의 남은 기간은 일할 계산해 환불됩니다.';
export const REASON_MAX = 500;

/** Where a kind's payment starts again (also the window's fail address). */
export const retryPathOf = (kind: ProductKind) =>
  kind === 'points' ? POINT_CHARGE_PATH : MEMBERSHIP_PATH;

export const won = (amount: number) => `${formatNumber(amount)}원`;
export const pointsText = (points: number) => `${formatNumber(points)}P`;

/** A ledger entry's points with their sign: '+1,500P' in green, '−500P' in red. */
export function signedPoints(points: number): { text: string; color: string } {
  if (points > 0) return { text: `+${pointsText(points)}`, color: 'teal.7' };
  if (points < 0) return { text: `−${pointsText(-points)}`, color: 'red.7' };
  return { text: pointsText(0), color: 'dimmed' };
}

const LEDGER_COLORS: Record<string, string> = { charge: 'teal', plan_grant: 'blue', refund: 'red' };
export const ledgerKindInfo = (kind: string, label: string): StatusInfo => ({
  label,
  color: LEDGER_COLORS[kind] ?? 'gray',
});

export const ORDER_STATE = {
  awaiting: 0,
  paid: 1,
  refundRequested: 2,
  refunded: 3,
  failed: 4,
  refundRejected: 5,
} as const;

// By state: 결제 대기, 결제 완료, 환불 요청, 환불 완료, 결제 오류, 환불 거절, 기타, 멤버십 변경 환불,
// 일정 변경 중.
const STATE_COLORS = ['gray', 'teal', 'orange', 'blue', 'red', 'pink', 'gray', 'cyan', 'yellow'];
export const orderStateInfo = (order: Pick<OrderDto, 'state' | 'state_label'>): StatusInfo => ({
  label: order.state_label,
  color: STATE_COLORS[order.state] ?? 'gray',
});

/** The order was charged: it has a receipt. */
export const hasReceipt = (order: Pick<OrderDto, 'approved_at'>) => Boolean(order.approved_at);

/** 환불 요청 is offered to the CEO for a refundable order only (the server checks again). */
export const canAskRefund = (order: Pick<OrderDto, 'refundable'>, canPay: boolean) =>
  order.refundable && canPay;

/** The line under the state of an order with a refund: when asked, done, or why refused. */
export function refundLine(order: Pick<OrderDto, 'state' | 'refund'>): string | null {
  const refund = order.refund;
  if (!refund) return null;
  if (order.state === ORDER_STATE.refundRequested)
    return `${formatDateKorean(refund.requested_at)} 요청 · 운영팀 확인 중`;
  if (order.state === ORDER_STATE.refunded)
    return `${won(refund.amount)} 환불 · ${formatDateKorean(refund.decided_at)}`;
  if (order.state === ORDER_STATE.refundRejected) return `거절 사유: ${dash(refund.rejection)}`;
  return null;
}

export const paymentMethodText = (order: Pick<OrderDto, 'method' | 'card'>) =>
  [order.method, order.card].filter(Boolean).join(' · ') || '-';

export interface ReceiptRow {
  label: string;
  value: string;
}

export const receiptRows = (order: OrderDto): ReceiptRow[] => [
  { label: '상품', value: order.order_name },
  { label: '결제 금액', value: won(order.amount) },
  { label: '공급가액', value: won(order.supply_amount) },
  { label: '부가세', value: won(order.vat_amount) },
  { label: '결제 수단', value: paymentMethodText(order) },
  { label: '승인 번호', value: dash(order.approval_number) },
  { label: '승인 일시', value: formatDateTime(order.approved_at) },
];

export const packageName = (pkg: Pick<PointPackageDto, 'points'>) =>
  `${formatNumber(pkg.points)} 포인트 충전`;
/** Points a package adds: its points and its bonus. */
export const packagePoints = (pkg: Pick<PointPackageDto, 'points' | 'bonus'>) =>
  pkg.points + pkg.bonus;
export const payLabel = (price: number) => `${won(price)} 카드 결제`;

export type PlanAction = 'none' | 'join' | 'change' | 'extend';

/**
 * A plan card's button: none for the free plan, 기간 연장 for the plan in use, 변경하기 from
 * another paid plan (its unused days are refunded), 가입하기 from the free plan.
 */
export function planAction(plan: PlanDto, plans: PlanDto[]): PlanAction {
  if (plan.price === 0) return 'none';
  if (plan.current) return 'extend';
  const current = plans.find((item) => item.current);
  return current && current.price > 0 ? 'change' : 'join';
}

export const PLAN_ACTION_LABELS: Record<Exclude<PlanAction, 'none'>, string> = {
  join: '가입하기',
  change: '변경하기',
  extend: '기간 연장',
};

/** 이용 기간 of the plan in use: its paid term's end, or the free plan's lack of one. */
export const planUntilText = (until: string | null | undefined) =>
  until ? `${formatDateKorean(until)}까지` : '무료 플랜';

export const termText = (order: Pick<OrderDto, 'term_from' | 'term_to'>) =>
  order.term_from && order.term_to
    ? `${formatDateKorean(order.term_from)} ~ ${formatDateKorean(order.term_to)}`
    : '-';

/**
 * The success address' `?paymentKey&orderId&amount` as the confirmation's body; null when any
 * is missing or the amount is no whole positive number (an address typed or cut).
 */
export function readSuccessReturn(params: URLSearchParams): ConfirmBody | null {
  const paymentKey = params.get('paymentKey')?.trim();
  const orderKey = params.get('orderId')?.trim();
  const amount = Number(params.get('amount') ?? '');
  if (!paymentKey || !orderKey || !Number.isSafeInteger(amount) || amount <= 0) return null;
  return { order_key: orderKey, payment_key: paymentKey, amount };
}

export interface FailReturn {
  /** The window's order; without it there is nothing to close on the server. */
  orderKey: string | null;
  code: string;
  message: string;
}

/** The fail address' `?code&message&orderId`; null on an ordinary visit. */
export function readFailReturn(params: URLSearchParams): FailReturn | null {
  const orderKey = params.get('orderId')?.trim() || null;
  const code = params.get('code')?.trim() ?? '';
  const message = params.get('message')?.trim() ?? '';
  if (!orderKey && !code && !message) return null;
  return { orderKey, code, message };
}

/** What closes the window's order; null without one. */
export function failBodyOf(back: FailReturn): FailBody | null {
  if (!back.orderKey) return null;
  return {
    order_key: back.orderKey,
    ...(back.code ? { code: back.code } : {}),
    ...(back.message ? { message: back.message } : {}),
  };
}

/** What the fail return's alert says: cancelled by the user, or failed with the window's words. */
export function failNotice(back: FailReturn): { title: string; message: string } {
  const cancelled = back.code === 'PAY_PROCESS_CANCELED' || back.code === 'USER_CANCEL';
  return {
    title: cancelled ? '결제가 취소되었습니다' : '결제가 완료되지 않았습니다',
    message: back.message || (cancelled ? '결제를 취소했습니다.' : '결제가 완료되지 않았습니다.'),
  };
}

export type ConfirmFailure = 'declined' | 'unavailable' | 'other';

/** 402: the card was refused (pay again); 503: the gateway did not answer (confirm again). */
export function confirmFailureOf(error: { status: unknown; code: string | null }): ConfirmFailure {
  if (error.status === 402 || error.code === 'payment_declined') return 'declined';
  if (error.status === 503 || error.code === 'payment_gateway_unavailable') return 'unavailable';
  return 'other';
}

/** A reason (refund request, rejection): required, at most 500 characters. */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return '사유를 입력해 주세요.';
  if ([...text].length > REASON_MAX) return `사유는 ${REASON_MAX}자 이내로 입력해 주세요.`;
  return null;
}
