//! Two-factor login as every area reads it: where it is set up, and who is held there first
//! (kept apart so the route table loads nothing else).
import type { SessionUserDto } from '@/api/gen/me';

export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

/**
 * The user's firm requires two-factor login and the user has not set it up: until they do, the
 * server answers only /me and /me/two-factor*, and the app keeps them at the setup screen.
 */
export function mustSetUpTwoFactor(
  me: Pick<SessionUserDto, 'two_factor_required' | 'two_factor_enabled'>,
): boolean {
  return me.two_factor_required && !me.two_factor_enabled;
}
