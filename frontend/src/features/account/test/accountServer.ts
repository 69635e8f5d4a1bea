// The account endpoints as the server answers them, over one user kept in memory: GET /me shows
// what PATCH /me saved; the password is 'current1'. Two-factor login: the app's right code is
// '123456', and turning it on or off shows in GET /me and GET /me/two-factor.
import type { TwoFactorStatusDto } from '@/api/gen/me';
import type { Me } from '@/entities/me';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const CURRENT_PASSWORD = 'current1';

export const CEO_HAS_MEMBERS =
  '다른 구성원이 있는 회사의 대표는 탈퇴할 수 없습니다. 구성원 관리에서 구성원을 정리한 뒤 탈퇴해 주세요.';

export const RIGHT_CODE = '123456';
export const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri:
    'otpauth://totp/Johap:demo%40johap.kr?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Johap',
};
export const recoveryCodes = (seed = 'a') =>
  Array.from({ length: 10 }, (_, i) => `${seed}${i}f9-12c${i}`);

const invalid = (field: string, message: string) =>
  problem(422, 'validation_failed', '입력값을 확인해 주세요.', [{ field, message }]);

export interface AccountServer {
  me: () => Me;
  twoFactor: () => TwoFactorStatusDto;
  /** Bodies of the two-factor calls, by path after /me/two-factor. */
  twoFactorCalls: { path: string; body: unknown }[];
  /** Bodies of the calls made, in order. */
  updates: unknown[];
  passwordChanges: unknown[];
  withdrawals: unknown[];
}

export function serveAccount(
  initial: Me = demoCeo,
  {
    companyHasMembers = false,
    twoFactor: initialTwoFactor,
  }: { companyHasMembers?: boolean; twoFactor?: Partial<TwoFactorStatusDto> } = {},
): AccountServer {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let me = initial;
  let twoFactor: TwoFactorStatusDto = {
    enabled: initial.two_factor_enabled,
    enabled_at: initial.two_factor_enabled ? '2026-10-01T00:00:00Z' : null,
    recovery_codes_left: initial.two_factor_enabled ? 10 : 0,
    required_by_firm: initial.two_factor_required,
    ...initialTwoFactor,
  };
  const setEnabled = (enabled: boolean) => {
    twoFactor = {
      ...twoFactor,
      enabled,
      enabled_at: enabled ? '2026-11-21T00:00:00Z' : null,
      recovery_codes_left: enabled ? 10 : 0,
    };
    me = { ...me, two_factor_enabled: enabled };
  };
  const state: AccountServer = {
    me: () => me,
    twoFactor: () => twoFactor,
    twoFactorCalls: [],
    updates: [],
    passwordChanges: [],
    withdrawals: [],
  };
  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.patch(api('/me'), async ({ request }) => {
      const body = (await request.json()) as { name: string; phone: string };
      state.updates.push(body);
      const errors = [
        ...(body.name.trim() ? [] : [{ field: 'name', message: '이름을 입력해 주세요.' }]),
        // Mobile numbers only on this server: a landline passes the app's own check.
        ...(/^01\d{8,9}$/.test(body.phone)
          ? []
          : [{ field: 'phone', message: '올바른 휴대폰 번호를 입력해 주세요.' }]),
      ];
      if (errors.length > 0) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', errors);
      }
      me = { ...me, name: body.name, phone: body.phone };
      return HttpResponse.json(me);
    }),
    http.put(api('/me/password'), async ({ request }) => {
      const body = (await request.json()) as { current_password: string; new_password: string };
      state.passwordChanges.push(body);
      if (body.current_password !== CURRENT_PASSWORD) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'current_password', message: '현재 비밀번호가 맞지 않습니다.' },
        ]);
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/me/two-factor'), () => HttpResponse.json(twoFactor)),
    http.post(api('/me/two-factor/enrolment'), () => {
      state.twoFactorCalls.push({ path: '/enrolment', body: null });
      if (twoFactor.enabled) {
        return problem(409, 'two_factor_already_enabled', '이미 2단계 인증을 사용하고 있습니다.');
      }
      return HttpResponse.json(ENROLMENT);
    }),
    http.post(api('/me/two-factor/enrolment/confirm'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      state.twoFactorCalls.push({ path: '/enrolment/confirm', body });
      if (body.code !== RIGHT_CODE) return invalid('code', '인증 코드가 맞지 않습니다.');
      setEnabled(true);
      return HttpResponse.json({ recovery_codes: recoveryCodes() });
    }),
    http.post(api('/me/two-factor/disable'), async ({ request }) => {
      const body = (await request.json()) as { password: string };
      state.twoFactorCalls.push({ path: '/disable', body });
      if (body.password !== CURRENT_PASSWORD)
        return invalid('password', '비밀번호가 맞지 않습니다.');
      if (twoFactor.required_by_firm) {
        return problem(
          409,
          'two_factor_required_by_firm',
          '회사 정책으로 2단계 인증이 필수라 해제할 수 없습니다.',
        );
      }
      setEnabled(false);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/me/two-factor/recovery-codes'), async ({ request }) => {
      const body = (await request.json()) as { password: string };
      state.twoFactorCalls.push({ path: '/recovery-codes', body });
      if (body.password !== CURRENT_PASSWORD)
        return invalid('password', '비밀번호가 맞지 않습니다.');
      twoFactor = { ...twoFactor, recovery_codes_left: 10 };
      return HttpResponse.json({ recovery_codes: recoveryCodes('b') });
    }),
    http.post(api('/me/withdrawal'), async ({ request }) => {
      const body = (await request.json()) as { password: string; reason?: string };
      state.withdrawals.push(body);
      if (body.password !== CURRENT_PASSWORD) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'password', message: '비밀번호가 맞지 않습니다.' },
        ]);
      }
      if (companyHasMembers) return problem(409, 'ceo_has_members', CEO_HAS_MEMBERS);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
