import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { problem } from '@/test/server';
import { serveWaiting } from '../test/waitingServer';
import { WaitingCompletePage } from './WaitingCompletePage';
import { WaitingCreatePage } from './WaitingCreatePage';
import { WaitingSearchPage } from './WaitingSearchPage';

const render = (path = '/waiting-create') =>
  renderRoutes(
    [
      { path: '/waiting-create', element: <WaitingCreatePage /> },
      { path: '/waiting-complete', element: <WaitingCompletePage /> },
      { path: '/waiting-search-company', element: <WaitingSearchPage /> },
    ],
    path,
  );

/** An input by its label, with or without the required mark. */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '스타트업' }));
  await user.type(input('회사명'), ' 주식회사 대기 ');
  await user.type(input('사업자등록번호'), '1234567890');
  await user.type(input('담당자 이름'), '김담당');
  await user.type(input('이메일'), 'kim@daegi.kr');
  await user.type(input('휴대폰'), '01012345678');
  await user.type(input('문의 사항'), '도입 일정이 궁금합니다.');
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: '대기 등록 신청' }));

describe('WaitingCreatePage', () => {
  it('sends the registration and lands on the complete page with its place', async () => {
    const calls = serveWaiting();
    const { router } = render();
    const user = userEvent.setup();
    await fill(user);
    // Grouped as typed; the note counts its characters.
    expect(input('사업자등록번호')).toHaveValue('123-45-67890');
    expect(input('휴대폰')).toHaveValue('010-1234-5678');
    expect(screen.getByText('13 / 1,000자')).toBeInTheDocument();
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/waiting-complete'));
    expect(calls.registers).toEqual([
      {
        company_kind: 'startup',
        company_name: '주식회사 대기',
        business_number: '123-45-67890',
        contact_name: '김담당',
        email: 'kim@daegi.kr',
        phone: '01012345678',
        note: '도입 일정이 궁금합니다.',
        agreed_privacy: true,
      },
    ]);
    expect(await screen.findByText('대기 등록이 완료되었습니다')).toBeInTheDocument();
    expect(screen.getByText('1번째')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 21일')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '등록 현황 조회' })).toHaveAttribute(
      'href',
      '/waiting-search-company?business_number=123-45-67890',
    );
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('refuses an incomplete form without sending it', async () => {
    const calls = serveWaiting();
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^사업자등록번호/), '12345');
    await submit(user);
    expect(await screen.findByText('회사명을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('사업자등록번호 10자리를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('회사 유형을 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeInTheDocument();
    expect(input('회사명')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.registers).toEqual([]);
  });

  it("puts the server's field message under its field and stays", async () => {
    const calls = serveWaiting({
      registerAnswer: () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'email', message: '이 이메일 주소로는 안내를 보낼 수 없습니다.' },
        ]),
    });
    const { router } = render();
    const user = userEvent.setup();
    await fill(user);
    await submit(user);
    expect(
      await screen.findByText('이 이메일 주소로는 안내를 보낼 수 없습니다.'),
    ).toBeInTheDocument();
    expect(input('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.registers).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/waiting-create');
  });

  it('points a number already waiting to its standing', async () => {
    const message =
      '이미 대기 등록된 사업자등록번호입니다. 등록 현황 조회에서 순서를 확인해 주세요.';
    serveWaiting({
      registerAnswer: () => problem(409, 'waiting_already_registered', message),
      standing: { standing: 'waiting', position: 4, registered_at: '2026-11-02T01:00:00Z' },
    });
    const { router } = render();
    const user = userEvent.setup();
    await fill(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: '등록 현황 조회' }));
    expect(router.state.location.search).toBe('?business_number=123-45-67890');
    expect(await screen.findByText('현재 대기 순서 4번째')).toBeInTheDocument();
  });

  it('points a company already on the product to sign-up', async () => {
    const message =
      '이미 서비스를 이용 중인 회사입니다. 회원가입에서 회사를 찾아 가입을 신청해 주세요.';
    serveWaiting({ registerAnswer: () => problem(409, 'waiting_company_exists', message) });
    render();
    const user = userEvent.setup();
    await fill(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '회원가입하러 가기' })).toHaveAttribute(
      'href',
      '/join-intro',
    );
  });

  it('sends once however often it is asked while sending', async () => {
    let release = () => {};
    const calls = serveWaiting({ registerGate: new Promise<void>((done) => (release = done)) });
    const { router } = render('/waiting-create?business_number=1234567890');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '투자사' }));
    // Prefilled from the address (the lookup's 대기 등록하기).
    expect(input('사업자등록번호')).toHaveValue('123-45-67890');
    await user.type(input('회사명'), '대기투자');
    await user.type(input('담당자 이름'), '김담당');
    await user.type(input('이메일'), 'kim@daegi.kr');
    await user.type(input('휴대폰'), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await submit(user);
    await waitFor(() => expect(calls.registers).toHaveLength(1));
    const button = screen.getByRole('button', { name: '대기 등록 신청' });
    expect(button).toBeDisabled();
    await user.type(input('회사명'), '{enter}');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/waiting-complete'));
    expect(calls.registers).toHaveLength(1);
    expect(calls.registers[0]).toMatchObject({ company_kind: 'investor' });
    expect(calls.registers[0]).not.toHaveProperty('note');
  });
});
