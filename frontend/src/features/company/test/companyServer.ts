// The company endpoints as the server answers them, over one firm kept in memory: GET /company
// and the teams show what the calls saved; the CEO's password is 'current1'. Calls are recorded.
import type { CompanyMember, FirmDto, FirmTwoFactorDto, TeamDto } from '@/api/gen/company';
import type { Me } from '@/entities/me';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const CEO_PASSWORD = 'current1';

export const demoFirm: FirmDto = {
  id: 1,
  kind: 'investor',
  name: '데모투자파트너스',
  business_number: '1234567890',
  ceo_name: '김데모',
  investor_type: 'C',
  address: '서울특별시 강남구 테헤란로 1',
  phone: '0255512345',
  homepage: 'https://demo.johap.kr',
  contact_email: 'contact@johap.kr',
  founded_on: '2015-03-02',
  introduction: '초기 기업에 투자합니다.\n둘째 줄입니다.',
  member_count: 3,
  updated_at: '2026-11-20T01:00:00Z',
};

const member = (user_id: number, name: string, role: 'ceo' | 'staff' = 'staff') => ({
  user_id,
  name,
  email: `user${user_id}@johap.kr`,
  role,
});

export const activeMembers: CompanyMember[] = [
  member(1, '김데모', 'ceo'),
  member(2, '이심사'),
  member(3, '박투자'),
].map((m) => ({
  ...m,
  phone: '01012345678',
  group_status: 'c',
  joined_at: '2026-01-02T00:00:00Z',
}));

export const demoTeams: TeamDto[] = [
  {
    id: 10,
    name: '심사팀',
    leader_id: 2,
    members: [member(2, '이심사'), member(3, '박투자')],
    created_at: '2026-02-01T00:00:00Z',
  },
];

interface TeamBody {
  name: string;
  member_ids: number[];
  leader_id: number | null;
}

export interface CompanyServer {
  me: () => Me;
  firmUpdates: unknown[];
  teamCreates: { body: TeamBody; key: string | null }[];
  teamUpdates: { id: number; body: TeamBody }[];
  teamDeletes: number[];
  handovers: unknown[];
  /** Bodies of PUT /company/two-factor. */
  policyChanges: unknown[];
}

export function serveCompany({
  me: initialMe = demoCeo,
  firm: initialFirm = demoFirm,
  teams: initialTeams = demoTeams,
  policy: initialPolicy = { required: false, members: 3, enrolled: 1 },
}: { me?: Me; firm?: FirmDto; teams?: TeamDto[]; policy?: FirmTwoFactorDto } = {}): CompanyServer {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let me = initialMe;
  let firm = initialFirm;
  let teams = initialTeams;
  let members = activeMembers;
  let policy = initialPolicy;
  const state: CompanyServer = {
    me: () => me,
    firmUpdates: [],
    teamCreates: [],
    teamUpdates: [],
    teamDeletes: [],
    handovers: [],
    policyChanges: [],
  };
  const toTeam = (id: number, body: TeamBody): TeamDto => ({
    id,
    name: body.name,
    leader_id: body.leader_id,
    members: members
      .filter((m) => body.member_ids.includes(m.user_id))
      .map(({ user_id, name, email, role }) => ({ user_id, name, email, role })),
    created_at: '2026-11-21T00:00:00Z',
  });
  const teamProblem = (body: TeamBody, id?: number) => {
    if (!body.name.trim()) {
      return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
        { field: 'name', message: '그룹명을 입력해주세요.' },
      ]);
    }
    if (teams.some((team) => team.name === body.name && team.id !== id)) {
      return problem(409, 'team_name_taken', '이미 있는 그룹명입니다.');
    }
    return null;
  };

  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/company'), () => HttpResponse.json(firm)),
    http.put(api('/company'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string | null>;
      state.firmUpdates.push(body);
      if (!/^([^@\s]+@[^@\s]+\.[^@\s]+)?$/.test(body.contact_email ?? '')) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'contact_email', message: '올바른 이메일 주소를 입력해 주세요.' },
        ]);
      }
      firm = { ...firm, ...body, updated_at: '2026-11-22T01:00:00Z' } as FirmDto;
      return HttpResponse.json(firm);
    }),
    http.get(api('/company/teams'), () => HttpResponse.json({ items: teams })),
    http.post(api('/company/teams'), async ({ request }) => {
      const body = (await request.json()) as TeamBody;
      state.teamCreates.push({ body, key: request.headers.get('Idempotency-Key') });
      const refused = teamProblem(body);
      if (refused) return refused;
      const team = toTeam(100 + teams.length, body);
      teams = [...teams, team];
      return HttpResponse.json(team, { status: 201 });
    }),
    http.put(api('/company/teams/:teamId'), async ({ request, params }) => {
      const id = Number(params.teamId);
      const body = (await request.json()) as TeamBody;
      state.teamUpdates.push({ id, body });
      const refused = teamProblem(body, id);
      if (refused) return refused;
      const team = toTeam(id, body);
      teams = teams.map((old) => (old.id === id ? team : old));
      return HttpResponse.json(team);
    }),
    http.delete(api('/company/teams/:teamId'), ({ params }) => {
      const id = Number(params.teamId);
      state.teamDeletes.push(id);
      teams = teams.filter((team) => team.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/company/members'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const items = status === 'c' ? members : [];
      return HttpResponse.json({ items, page: 1, page_size: 10, total_count: items.length });
    }),
    http.post(api('/company/ceo-handover'), async ({ request }) => {
      const body = (await request.json()) as { user_id: number; password: string };
      state.handovers.push(body);
      if (body.password !== CEO_PASSWORD) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'password', message: '비밀번호가 맞지 않습니다.' },
        ]);
      }
      const roleOf = (id: number) =>
        id === body.user_id ? ('ceo' as const) : id === me.user_id ? ('staff' as const) : null;
      members = members.map((m) => ({ ...m, role: roleOf(m.user_id) ?? m.role }));
      me = { ...me, role: 'staff' };
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/company/two-factor'), () => HttpResponse.json(policy)),
    http.put(api('/company/two-factor'), async ({ request }) => {
      const body = (await request.json()) as { required: boolean };
      state.policyChanges.push(body);
      if (me.role !== 'ceo') {
        return problem(403, 'ceo_only', '대표 계정만 할 수 있습니다.');
      }
      if (body.required && !me.two_factor_enabled) {
        return problem(409, 'two_factor_not_enabled', '먼저 2단계 인증을 설정해 주세요.');
      }
      policy = { ...policy, required: body.required };
      me = { ...me, two_factor_required: body.required };
      return HttpResponse.json(policy);
    }),
  );
  return state;
}
