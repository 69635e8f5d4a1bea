//! Who decides refunds, and what the operators' desk says.
import type { SessionUserDto } from '@/api/gen/me';

/** The platform's operator staff: they approve or reject the firms' refund requests. */
export const isOperatorStaff = (me: Pick<SessionUserDto, 'operator'>): boolean => me.operator;

export const APPROVE_NOTE = '카드 결제를 취소하고 포인트를 회수합니다.';
