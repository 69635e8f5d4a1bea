// The account endpoints as the server answers them, over one user kept in memory: GET /me shows
// what PATCH /me saved; the password is 'current1'.
import type { Me } from '@/entities/me';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const CURRENT_PASSWORD = 'current1';

export const CEO_HAS_MEMBERS =
  '다른 구성원이 있는 회사의 대표는 탈퇴할 수 없습니다. 구성원 관리에서 구성원을 정리한 뒤 탈퇴해 주세요.';

export interface AccountServer {
  me: () => Me;
  /** Bodies of the calls made, in order. */
  updates: unknown[];
  passwordChanges: unknown[];
  withdrawals: unknown[];
}

export function serveAccount(
  initial: Me = demoCeo,
  { companyHasMembers = false }: { companyHasMembers?: boolean } = {},
): AccountServer {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let me = initial;
  const state: AccountServer = {
    me: () => me,
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
