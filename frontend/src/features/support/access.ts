//! Who the operator area is for (kept apart so the route table loads nothing else).
import type { Me } from '@/entities/me';

/** The platform's operator staff: they write notices and FAQ and answer inquiries. */
export const isOperator = (me: Pick<Me, 'operator'>): boolean => me.operator;
