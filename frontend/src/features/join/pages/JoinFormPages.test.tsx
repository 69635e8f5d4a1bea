import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { emptyJoinState, JOIN_STORAGE_KEY, type JoinState } from '../joinSlice';
import { JoinCompletePage } from './JoinCompletePage';
import { JoinFormInvestorPage } from './JoinFormPages';

const ready: JoinState = {
  ...emptyJoinState,
  userType: 'investor',
  agreeTerms: true,
  agreePrivacy: true,
  investorType: 'C',
  company: {
    mode: 'new',
    name: '이투이파트너스',
    business_number: '2208139938',
    ceo_name: '김이투',
  },
};

function renderForm() {
  window.sessionStorage.setItem(JOIN_STORAGE_KEY, JSON.stringify(ready));
  return renderRoutes(
    [
      { path: '/join-form-investor', element: <JoinFormInvestorPage /> },
      { path: '/join-complete', element: <JoinCompletePage /> },
    ],
    '/join-form-investor',
  );
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/이메일/), 'new@johap.kr');
  const [password, confirm] = screen.getAllByLabelText(/^비밀번호/);
  await user.type(password!, 'johap1234!');
  await user.type(confirm!, 'johap1234!');
  await user.type(screen.getByLabelText(/이름/), '김이투');
  await user.type(screen.getByLabelText(/휴대전화번호/), '010-1234-5678');
  await user.click(screen.getByRole('button', { name: '가입하기' }));
}

describe('join account step', () => {
  it('sends the whole join request and shows whether the account is active', async () => {
    let body: unknown = null;
    server.use(
      http.post(api('/join'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            user_id: 9,
            company_id: 4,
            company_name: '이투이파트너스',
            role: 'ceo',
            group_status: 'c',
          },
          { status: 201 },
        );
      }),
    );
    renderForm();
    await fill();
    expect(await screen.findByText('가입이 완료되었습니다')).toBeInTheDocument();
    expect(body).toEqual({
      user_type: 'investor',
      email: 'new@johap.kr',
      password: 'johap1234!',
      name: '김이투',
      phone: '01012345678',
      form_type: 'enterprise',
      investor_type: 'C',
      agree_terms: true,
      agree_privacy: true,
      existing_company_id: null,
      new_company: { name: '이투이파트너스', business_number: '2208139938', ceo_name: '김이투' },
    });
  });

  it('shows validation errors next to their fields', async () => {
    server.use(
      http.post(api('/join'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'email', message: '사용할 수 없는 이메일입니다.' },
          { field: 'new_company.business_number', message: '유효하지 않은 사업자등록번호입니다.' },
        ]),
      ),
    );
    renderForm();
    await fill();
    expect(await screen.findByText('사용할 수 없는 이메일입니다.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '사업자등록번호: 유효하지 않은 사업자등록번호입니다.',
    );
  });

  it('shows a taken e-mail on the e-mail field', async () => {
    server.use(
      http.post(api('/join'), () => problem(409, 'email_taken', '이미 가입된 이메일입니다.')),
    );
    renderForm();
    await fill();
    expect(await screen.findByText('이미 가입된 이메일입니다.')).toBeInTheDocument();
  });
});
