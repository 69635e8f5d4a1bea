import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { UnionDetail } from '../api';
import { unionDetail } from '../test/fixtures';
import type { FormationDto, FormationStepBody, FormationStepDto } from './api';
import { FormationTab } from './FormationTab';
import { nextStatusLine } from './model';

const open = (step: FormationStepDto['step'], label: string, guide: string): FormationStepDto => ({
  step,
  label,
  guide,
  documents: [],
  done_on: null,
  due_on: null,
  owner_user_id: null,
  owner_name: null,
  note: '',
  attention: [],
});

const formation = (): FormationDto => ({
  union_id: 5,
  steps: [
    {
      ...open('plan_approval', '결성계획 승인', '결성계획을 승인받습니다.'),
      done_on: '2026-03-10',
      owner_user_id: 1,
      owner_name: '김대표',
      note: '중기부 승인 완료',
      documents: [{ category: 'officialDocument', label: '공문', file_count: 1 }],
    },
    {
      ...open('unique_number', '고유번호증 발급', '세무서에서 고유번호증을 받습니다.'),
      // Long past: the state shows 목표일 지남 whatever today is.
      due_on: '2020-01-05',
      documents: [{ category: 'uniqueNumberCertificate', label: '고유번호증', file_count: 0 }],
      attention: ['고유번호증 사본을 올려 주세요.'],
    },
    open('bank_account', '조합 계좌 개설', '조합 명의 계좌를 엽니다.'),
    open('payments', '출자금 납입', '조합원이 출자금을 납입합니다.'),
    open('general_meeting', '결성총회', '결성총회를 엽니다.'),
    open('registration', '조합 등록', '조합을 등록합니다.'),
  ],
  missing_for_forming: ['unique_number', 'bank_account'],
  missing_for_formed: [
    'unique_number',
    'bank_account',
    'payments',
    'general_meeting',
    'registration',
  ],
});

const members = {
  items: [
    {
      user_id: 1,
      name: '김대표',
      email: 'ceo@demo.kr',
      role: 'ceo',
      group_status: 'c',
      phone: '',
      joined_at: '2026-01-01T00:00:00Z',
    },
    {
      user_id: 2,
      name: '이담당',
      email: 'lee@demo.kr',
      role: 'staff',
      group_status: 'c',
      phone: '',
      joined_at: '2026-01-01T00:00:00Z',
    },
  ],
  page: 1,
  page_size: 100,
  total_count: 2,
};

function setup(union: UnionDetail = unionDetail()) {
  let current = formation();
  const saved: { step: string; body: FormationStepBody }[] = [];
  server.use(
    http.get(api('/unions/5/formation'), () => HttpResponse.json(current)),
    http.get(api('/company/members'), () => HttpResponse.json(members)),
    http.put(api('/unions/5/formation/:step'), async ({ params, request }) => {
      const body = (await request.json()) as FormationStepBody;
      saved.push({ step: String(params.step), body });
      const owner = members.items.find((member) => member.user_id === body.owner_user_id);
      current = {
        ...current,
        steps: current.steps.map((step) =>
          step.step === params.step ? { ...step, ...body, owner_name: owner?.name ?? null } : step,
        ),
        missing_for_forming: ['bank_account'],
      };
      return HttpResponse.json(current);
    }),
  );
  renderRoutes([{ path: '/', element: <FormationTab union={union} /> }], '/');
  return { saved };
}

const stepItem = (name: string) => screen.getByRole('listitem', { name });

describe('FormationTab', () => {
  it('lists the six steps with their states, and how far the union is', async () => {
    setup();
    const summary = await screen.findByRole('region', { name: '결성 체크리스트' });
    expect(within(summary).getByText('6단계 중 1단계 완료')).toBeInTheDocument();
    expect(
      within(summary).getByText('결성진행중으로 바꾸려면: 고유번호증 발급, 조합 계좌 개설'),
    ).toBeInTheDocument();

    const steps = within(screen.getByRole('list', { name: '결성 단계' }));
    expect(steps.getAllByRole('listitem', { name: /./ })).toHaveLength(6);

    const plan = within(stepItem('결성계획 승인'));
    expect(plan.getByText('완료 2026.03.10')).toBeInTheDocument();
    expect(plan.getByText('담당 김대표')).toBeInTheDocument();
    expect(plan.getByText('중기부 승인 완료')).toBeInTheDocument();
    expect(plan.getByRole('link', { name: '공문 1건' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/5/data',
    );

    const unique = within(stepItem('고유번호증 발급'));
    expect(unique.getByText('목표일 지남')).toBeInTheDocument();
    expect(unique.getByText('목표일 2020.01.05')).toBeInTheDocument();
    expect(unique.getByText('세무서에서 고유번호증을 받습니다.')).toBeInTheDocument();
    expect(unique.getByRole('link', { name: '고유번호증 0건' })).toBeInTheDocument();
    expect(unique.getByText('고유번호증 사본을 올려 주세요.')).toBeInTheDocument();

    expect(within(stepItem('조합 등록')).getByText('진행 전')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '기록' })).toHaveLength(6);
  });

  it('records a step whole and shows the answer', async () => {
    const { saved } = setup();
    const user = userEvent.setup();
    await screen.findByText('6단계 중 1단계 완료');
    await user.click(within(stepItem('고유번호증 발급')).getByRole('button', { name: '기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '고유번호증 발급 기록' }));
    expect(dialog.getByLabelText('목표일')).toHaveValue('2020-01-05');

    await user.type(dialog.getByLabelText('완료일'), '2026-03-12');
    await user.click(dialog.getByRole('combobox', { name: '담당자' }));
    await user.click(await screen.findByRole('option', { name: '이담당', hidden: true }));
    await user.type(dialog.getByLabelText('메모'), ' 세무서 방문 ');
    expect(dialog.getByText('8/500자')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      step: 'unique_number',
      body: { done_on: '2026-03-12', due_on: '2020-01-05', owner_user_id: 2, note: '세무서 방문' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('저장했습니다.')).toBeInTheDocument();
    const unique = within(stepItem('고유번호증 발급'));
    expect(await unique.findByText('완료 2026.03.12')).toBeInTheDocument();
    expect(unique.getByText('담당 이담당')).toBeInTheDocument();
    expect(screen.getByText('6단계 중 2단계 완료')).toBeInTheDocument();
    expect(screen.getByText('결성진행중으로 바꾸려면: 조합 계좌 개설')).toBeInTheDocument();
  });

  it('shows a refused date under 완료일 and keeps the modal open', async () => {
    setup();
    const message = "'결성계획 승인' 단계를 먼저 완료해 주세요.";
    server.use(
      http.put(api('/unions/5/formation/:step'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'done_on', message },
        ]),
      ),
    );
    const user = userEvent.setup();
    await screen.findByText('6단계 중 1단계 완료');
    await user.click(within(stepItem('조합 계좌 개설')).getByRole('button', { name: '기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '조합 계좌 개설 기록' }));
    await user.type(dialog.getByLabelText('완료일'), '2026-03-12');
    await user.click(dialog.getByRole('button', { name: '저장' }));

    const input = dialog.getByLabelText('완료일');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(dialog.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('shows any other refusal in the modal', async () => {
    setup();
    server.use(
      http.put(api('/unions/5/formation/:step'), () =>
        problem(409, 'union_formed', '결성이 완료된 조합은 수정할 수 없습니다.'),
      ),
    );
    const user = userEvent.setup();
    await screen.findByText('6단계 중 1단계 완료');
    await user.click(within(stepItem('결성총회')).getByRole('button', { name: '기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '결성총회 기록' }));
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(await dialog.findByText('결성이 완료된 조합은 수정할 수 없습니다.')).toBeInTheDocument();
  });

  it('offers no 기록 on a formed union', async () => {
    setup(unionDetail({ status: 'E', editable: false, next_statuses: [] }));
    expect(await screen.findByText('결성이 완료된 조합입니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: '기록' })).not.toBeInTheDocument();
  });

  it('downloads the member register as the sheet or the PDF', async () => {
    setup();
    const asked: string[] = [];
    server.use(
      http.get(api('/unions/5/member-register.:format'), ({ params }) => {
        asked.push(String(params.format));
        return new HttpResponse('register', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="f"; filename*=UTF-8''${encodeURIComponent('조합원명부_데모.pdf')}`,
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['조합원명부_데모.pdf']));
    await user.click(screen.getByRole('button', { name: '엑셀' }));
    await waitFor(() => expect(asked).toEqual(['pdf', 'xlsx']));
  });

  it('says when the checklist could not be read', async () => {
    server.use(http.get(api('/unions/5/formation'), () => problem(500, 'internal', '서버 오류')));
    renderRoutes([{ path: '/', element: <FormationTab union={unionDetail()} /> }], '/');
    expect(await screen.findByText('결성 체크리스트를 불러오지 못했습니다.')).toBeInTheDocument();
  });
});

describe('nextStatusLine', () => {
  const done = (dto: FormationDto, missingForFormed: FormationDto['missing_for_formed']) => ({
    ...dto,
    missing_for_forming: [],
    missing_for_formed: missingForFormed,
  });

  it('names what 결성완료 needs once 결성진행중 is possible', () => {
    expect(nextStatusLine(done(formation(), ['payments', 'registration']), 'F')).toBe(
      '결성완료로 바꾸려면: 출자금 납입, 조합 등록',
    );
  });

  it('says all is done when nothing is missing', () => {
    expect(nextStatusLine(done(formation(), []), 'F')).toBe(
      '모든 단계를 마쳤습니다. 결성완료로 바꿀 수 있습니다.',
    );
  });
});
