import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/test/editorDom';
import { itemOf, portfolioOf, profileOf } from '../test/fixtures';
import { BLOCK_LIMIT, servePortfolios } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

type User = ReturnType<typeof userEvent.setup>;

const PORTFOLIO = portfolioOf(
  7,
  [
    itemOf(11, 41, '루미나랩스', {
      title: '루미나랩스 — 비전 AI',
      blocks: ['<p>회사 개요</p>', '<p>투자 포인트</p>', '<p>향후 계획</p>'],
    }),
    itemOf(12, 42, '그린셀', {
      title: '그린셀 소개',
      blocks: ['<p>그린셀 개요</p>', '', '<p>그린셀 계획</p>'],
    }),
  ],
  { title: '2026 하반기 포트폴리오' },
);
const PROFILES = [
  profileOf(41, '루미나랩스', {
    ceo_name: '박대표',
    founded_on: '2019-03-04',
    industry: 'bio_medical',
    is_venture: true,
    phone: '0212345678',
    one_line_intro: '제조 라인의 불량을 찾는 비전 AI',
    company_value: 1_230_000_000,
    total_investment: 450_000_000,
  }),
  profileOf(42, '그린셀', { is_venture: false, ceo_name: null }),
];

function setup(path = '/invest-portfolio/create/11/7') {
  const served = servePortfolios({ portfolios: [PORTFOLIO], profiles: PROFILES });
  const rendered = renderPortfolio(path);
  return { ...served, ...rendered };
}

/** The editable area of a block, once the editor module has loaded. */
const block = (name: string) => screen.findByRole('textbox', { name: `${name} 내용` });

/** Replaces a block's text with `text`. */
async function retype(user: User, name: string, text: string) {
  const area = await block(name);
  await user.click(area);
  await user.keyboard('{Control>}a{/Control}');
  await user.type(area, text, { skipClick: true });
}

const fact = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label).nextElementSibling?.textContent;

describe('PortfolioItemPage', () => {
  it('shows the page in three blocks beside its startup’s profile, with nothing unsaved', async () => {
    setup();
    expect(await block('첫 번째 블록')).toHaveTextContent('회사 개요');
    expect(await block('두 번째 블록')).toHaveTextContent('투자 포인트');
    expect(await block('세 번째 블록')).toHaveTextContent('향후 계획');
    expect(screen.getByRole('textbox', { name: '페이지 제목' })).toHaveValue(
      '루미나랩스 — 비전 AI',
    );
    expect(screen.getByText('1 / 2 페이지 · 루미나랩스')).toBeInTheDocument();

    const panel = screen.getByRole('complementary', { name: '루미나랩스 기업 정보' });
    expect(await within(panel).findByText('제조 라인의 불량을 찾는 비전 AI')).toBeInTheDocument();
    expect(fact(panel, '대표자')).toBe('박대표');
    expect(fact(panel, '설립일')).toBe('2019.03.04');
    expect(fact(panel, '업종')).toBe('바이오/의료');
    expect(fact(panel, '벤처 인증')).toBe('O');
    expect(fact(panel, '연락처')).toBe('02-1234-5678');
    expect(fact(panel, '기업가치')).toBe('12.3억원');
    expect(fact(panel, '누적 투자금')).toBe('4.5억원');

    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
  });

  it('marks the page unsaved on typing; 저장 stores the title and the three blocks and clears it', async () => {
    const { changes, portfolio } = setup();
    const user = userEvent.setup();
    await retype(user, '두 번째 블록', '매출 2배 성장');
    expect(await screen.findByText('저장되지 않은 변경 사항')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('페이지를 저장했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: '/portfolios/7/items/11',
        body: {
          title: '루미나랩스 — 비전 AI',
          blocks: ['<p>회사 개요</p>', '<p>매출 2배 성장</p>', '<p>향후 계획</p>'],
        },
      },
    ]);
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();
    expect(portfolio(7)?.items[0]?.blocks[1]).toBe('<p>매출 2배 성장</p>');
  });

  it('compares with the loaded content: a title typed back as it was is not a change', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: '페이지 제목' });
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    await user.type(title, '!');
    expect(screen.getByText('저장되지 않은 변경 사항')).toBeInTheDocument();
    await user.type(title, '{Backspace}');
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();

    // A blank title is stored as the startup's name, and the field shows what was stored.
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(title).toHaveValue('루미나랩스'));
    expect(changes()[0]?.body).toMatchObject({ title: '' });
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved changes; staying keeps them, leaving opens the next page as stored', async () => {
    const { router } = setup();
    const user = userEvent.setup();
    await retype(user, '첫 번째 블록', '바뀐 개요');
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    const ask = await screen.findByRole('dialog', { name: '나가기' });
    expect(within(ask).getByText('정말 나가시겠습니까?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/invest-portfolio/create/11/7');
    expect(await block('첫 번째 블록')).toHaveTextContent('바뀐 개요');
    expect(screen.getByText('저장되지 않은 변경 사항')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '나가기' })).getByRole('button', {
        name: '나가기',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/invest-portfolio/create/12/7'),
    );
    expect(await screen.findByText('2 / 2 페이지 · 그린셀')).toBeInTheDocument();
    await waitFor(async () => expect(await block('첫 번째 블록')).toHaveTextContent('그린셀 개요'));
    expect(screen.getByRole('textbox', { name: '페이지 제목' })).toHaveValue('그린셀 소개');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    const panel = screen.getByRole('complementary', { name: '그린셀 기업 정보' });
    await waitFor(() => expect(fact(panel, '벤처 인증')).toBe('X'));
    expect(fact(panel, '대표자')).toBe('-');
  });

  it('goes to another page without asking when nothing changed', async () => {
    const { router } = setup('/invest-portfolio/create/12/7');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/invest-portfolio/create/11/7'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('1 / 2 페이지 · 루미나랩스')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a block under that block and stays unsaved', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    await retype(user, '세 번째 블록', '가'.repeat(BLOCK_LIMIT));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('블록은 100,000자 이내로 입력해 주세요.')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await block('세 번째 블록')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(await block('첫 번째 블록')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('저장되지 않은 변경 사항')).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
  });

  it('says so for a page the portfolio does not have', async () => {
    setup('/invest-portfolio/create/99/7');
    expect(await screen.findByText('페이지를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '포트폴리오로 이동' })).toHaveAttribute(
      'href',
      '/invest-portfolio/detail/7',
    );
  });
});
