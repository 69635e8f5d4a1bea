import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { itemChecks, startupDocument, startupProfile } from '@/features/startup/test/fixtures';
import { newsItem, revision, serveOwn } from '../test/ownServer';
import { BasicInfoPage } from './BasicInfoPage';

const REJECTED_NOTE = '데모벤처스 보유 주식 수가 주주명부(35,000주)와 다릅니다.';

const checkedProfile = () =>
  startupProfile({
    quarters: [
      { year: 2026, quarter: 3, label: '2026년 3분기', sales: 420_000_000, headcount: 14 },
    ],
    checks: itemChecks({
      FI01: {
        status: 'verified',
        at: '2026-11-25T02:55:00Z',
        checker_name: '정검증',
        note: '사업자등록증과 대조했습니다.',
      },
      FI03: {
        status: 'rejected',
        at: '2026-11-25T03:10:00Z',
        checker_name: '정검증',
        note: REJECTED_NOTE,
      },
      FI04: { status: 'pending', at: '2026-11-24T09:00:00Z' },
    }),
  });

function renderPage() {
  return renderRoutes(
    [
      { path: '/basic-info-mange', element: <BasicInfoPage /> },
      { path: '/basic-info-edit', element: <p>기업 기본 정보 수정 화면</p> },
      { path: '/dashboard', element: <p>대시보드</p> },
    ],
    '/basic-info-mange',
  );
}

/** The cells of a row of the 검증 현황 table, by the item's name. */
const checkRow = (label: string) => {
  const table = screen.getByRole('table', { name: '검증 현황' });
  return within(within(table).getByRole('rowheader', { name: label }).closest('tr')!);
};

describe('BasicInfoPage (기업 기본 정보)', () => {
  it("shows the company's own profile with where each fact-check item stands", async () => {
    const { reads } = serveOwn({ profile: checkedProfile() });
    renderPage();

    expect(await screen.findByRole('heading', { name: '기업 기본 정보' })).toBeInTheDocument();
    expect(reads().map((call) => call.path)).toEqual(['/startups/7']);

    const verified = checkRow('기본 정보');
    expect(verified.getByText('확인')).toBeInTheDocument();
    expect(verified.getByText('2026.11.25 11:55')).toBeInTheDocument();
    expect(verified.getByText('정검증')).toBeInTheDocument();
    expect(checkRow('재무 현황').getByText('검증 대기')).toBeInTheDocument();
    expect(checkRow('특허').getByText('미검증')).toBeInTheDocument();
    expect(checkRow('주주 현황').getByText('반려')).toBeInTheDocument();

    // The rejection's reason is called out above the list, with the way to correct it.
    const alert = screen.getByText('반려된 항목이 1건 있습니다. 사유를 확인하고 수정해 주세요.')
      .parentElement!.parentElement!;
    expect(within(alert).getByText(REJECTED_NOTE)).toBeVisible();
    expect(within(alert).getByRole('link', { name: '주주 현황 수정하기' })).toHaveAttribute(
      'href',
      '/basic-info-edit?tab=shareholders',
    );
    // …and in its row.
    expect(checkRow('주주 현황').getByText(REJECTED_NOTE)).toBeInTheDocument();

    // The summary investors see.
    expect(screen.getByRole('region', { name: '기업 개요' })).toHaveTextContent('123-45-67890');
    expect(screen.getByRole('table', { name: '주주 현황' })).toHaveTextContent('데모벤처스');
    expect(screen.getByRole('table', { name: '재무상태표' })).toHaveTextContent('2024년');
    expect(screen.getByRole('table', { name: '분기 실적' })).toHaveTextContent('2026년 3분기');
    expect(screen.getByRole('region', { name: '투자 유치' })).toHaveTextContent('5.00억원');
    expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/basic-info-edit');
  });

  it('asks a startup with no profile yet to fill one in', async () => {
    serveOwn({ profile: null });
    const { router } = renderPage();
    expect(await screen.findByText('아직 등록된 기업 정보가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '검증 현황' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '기업 정보 입력' }));
    expect(router.state.location.pathname).toBe('/basic-info-edit');
  });

  it('stays 준비 중 for anyone but a startup member, asking for nothing', async () => {
    const { reads } = serveOwn({ me: demoCeo, profile: startupProfile() });
    renderPage();
    expect(await screen.findByText('준비 중')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '기업 기본 정보' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toEqual([]);
  });

  it('opens the update history from the floating button, ten a page', async () => {
    const history = Array.from({ length: 12 }, (_, index) =>
      index === 0
        ? revision(0, {
            changed_at: '2026-11-25T02:30:00Z',
            items: ['FI04', 'FI05'],
            item_labels: ['재무 현황', '손익계산서'],
          })
        : revision(index, { author_name: `작성자${index}` }),
    );
    const { reads } = serveOwn({ profile: checkedProfile(), history });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '검증 현황' });
    // Nothing is read until the panel is opened.
    expect(reads().some((call) => call.path.endsWith('/history'))).toBe(false);

    await user.click(screen.getByRole('button', { name: '변경 이력' }));
    const panel = await screen.findByRole('dialog', { name: '변경 이력' });
    expect(await within(panel).findByText('2026.11.25 11:30')).toBeInTheDocument();
    expect(within(panel).getByText('총 12건')).toBeInTheDocument();
    const first = within(panel).getAllByLabelText('변경 항목')[0]!;
    expect(within(first).getByText('재무 현황')).toBeInTheDocument();
    expect(within(first).getByText('손익계산서')).toBeInTheDocument();
    expect(within(panel).getAllByLabelText('변경 항목')).toHaveLength(10);

    await user.click(within(panel).getByRole('button', { name: '2 페이지' }));
    expect(await within(panel).findByText('작성자11')).toBeInTheDocument();
    expect(within(panel).getAllByLabelText('변경 항목')).toHaveLength(2);
    await waitFor(() =>
      expect(reads().map((call) => call.search)).toContain('?page=2&page_size=10'),
    );
  });

  it('shows the logo (or its first character), the photo and the documents as investors do', async () => {
    serveOwn({
      profile: startupProfile({
        logo_url: null,
        photo_url: '/api/v1/media/photo-1',
        documents: [
          startupDocument(1, 'SF01', '사업자등록증.pdf'),
          startupDocument(2, 'SF16', '2025 재무제표.pdf'),
        ],
      }),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: '기업 개요' });
    expect(within(card).getByText('데')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '데모기업7 대표 사진' })).toHaveAttribute(
      'src',
      '/api/v1/media/photo-1',
    );
    const documents = screen.getByRole('region', { name: '기업 자료' });
    expect(
      within(documents)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['사업자등록증', '재무제표']);
    expect(
      within(documents).getByRole('button', { name: '2025 재무제표.pdf 다운로드' }),
    ).toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
    // No news yet: no such section.
    expect(screen.queryByRole('region', { name: '뉴스' })).not.toBeInTheDocument();
  });

  it('lists the news as investors see it, each article opening in a new tab', async () => {
    serveOwn({ profile: startupProfile({ news: [newsItem(3, '데모기업7, 프리A 투자 유치')] }) });
    renderPage();
    const news = await screen.findByRole('region', { name: '뉴스' });
    const link = within(news).getByRole('link', { name: /데모기업7, 프리A 투자 유치/ });
    expect(link).toHaveAttribute('href', 'https://news.example.kr/articles/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(news).getByText('테크데일리 · 2026.11.02')).toBeInTheDocument();
    expect(within(news).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
  });
});
