//! Who the firm's own screens are for, read the way the server sorts users (kept apart so the
//! route table loads nothing else).
import type { Me } from '@/entities/me';

type Who = Pick<Me, 'member_type' | 'user_type' | 'company_kind'>;

/**
 * A member of an investment firm (기업 기본 정보 of the firm): not a startup's member, a
 * fact-checker or an LP's own account.
 */
export function isFirmMember(me: Who): boolean {
  return me.member_type !== 'lp' && me.user_type === 'investor' && me.company_kind === 'investor';
}
