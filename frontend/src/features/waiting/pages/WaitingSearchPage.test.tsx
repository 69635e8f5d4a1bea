import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WaitingStanding } from '@/api/gen/waiting';
import { renderRoutes } from '@/test/render';
import { problem } from '@/test/server';
import { serveWaiting } from '../test/waitingServer';
import { WaitingCreatePage } from './WaitingCreatePage';
import { WaitingSearchPage } from './WaitingSearchPage';

const render = (path = '/waiting-search-company') =>
  renderRoutes(
    [
      { path: '/waiting-search-company', element: <WaitingSearchPage /> },
      { path: '/waiting-create', element: <WaitingCreatePage /> },
    ],
    path,
  );

const numberInput = () => screen.findByLabelText('사업자등록번호');

async function lookUp(digits: string) {
  const user = userEvent.setup();
  await user.type(await numberInput(), digits);
  await user.click(screen.getByRole('button', { name: '조회' }));
  return user;
}

const cases: {
  standing: WaitingStanding;
  texts: string[];
  link: [string, string] | null;
}[] = [
  {
    standing: { standing: 'on_product' },
    texts: ['이미 서비스를 이용 중인 회사입니다.'],
    link: ['회원가입', '/join-intro'],
  },
  {
    standing: { standing: 'waiting', position: 3, registered_at: '2026-11-02T01:00:00Z' },
    texts: ['대기 중입니다', '현재 대기 순서 3번째', '등록일 2026년 11월 02일'],
    link: null,
  },
  {
    standing: { standing: 'onboarded' },
    texts: ['이용 준비가 완료되었습니다'],
    link: ['회원가입', '/join-intro'],
  },
  {
    standing: { standing: 'none' },
    texts: ['등록된 대기 신청이 없습니다.'],
    link: ['대기 등록하기', '/waiting-create?business_number=123-45-67890'],
  },
];

describe('WaitingSearchPage', () => {
  it.each(cases)('shows the standing $standing.standing', async ({ standing, texts, link }) => {
    const calls = serveWaiting({ standing });
    const { router } = render();
    await lookUp('1234567890');
    const result = await screen.findByRole('region', { name: '조회 결과' });
    for (const text of texts) expect(within(result).getByText(text)).toBeInTheDocument();
    const links = within(result).queryAllByRole('link');
    expect(links.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      link ? [link] : [],
    );
    expect(calls.standings).toEqual(['123-45-67890']);
    expect(router.state.location.search).toBe('?business_number=123-45-67890');
  });

  it('looks up the number of the address at once', async () => {
    const calls = serveWaiting({ standing: { standing: 'none' } });
    render('/waiting-search-company?business_number=1234567890');
    expect(await screen.findByText('등록된 대기 신청이 없습니다.')).toBeInTheDocument();
    expect(await numberInput()).toHaveValue('123-45-67890');
    expect(calls.standings).toEqual(['123-45-67890']);
  });

  it('carries the number into the form from 대기 등록하기', async () => {
    serveWaiting({ standing: { standing: 'none' } });
    const { router } = render('/waiting-search-company?business_number=123-45-67890');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '대기 등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/waiting-create'));
    expect(screen.getByLabelText(/^사업자등록번호/)).toHaveValue('123-45-67890');
  });

  it('refuses a short number without asking', async () => {
    const calls = serveWaiting();
    render();
    await lookUp('12345');
    expect(await screen.findByText('사업자등록번호 10자리를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '조회 결과' })).toBeNull();
    expect(calls.standings).toEqual([]);
  });

  it("shows the server's refusal of a number", async () => {
    serveWaiting({
      standing: () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'business_number', message: '사업자등록번호 10자리를 입력해 주세요.' },
        ]),
    });
    render();
    await lookUp('1234567890');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('사업자등록번호 10자리를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '조회 결과' })).toBeNull();
  });
});
