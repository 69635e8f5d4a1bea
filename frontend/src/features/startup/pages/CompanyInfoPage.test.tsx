import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { StartupProfileDto } from '../api';
import { startupProfile } from '../test/fixtures';
import { serveProfileExtras } from '../test/profileServer';
import { CompanyInfoPage } from './CompanyInfoPage';

function setup(
  path: string,
  answer: StartupProfileDto | null = startupProfile(),
  kind: 'investor' | 'startup' = 'investor',
) {
  const requested: string[] = [];
  const extras = serveProfileExtras({ kind });
  server.use(
    http.get(api('/startups/:startupId'), ({ params }) => {
      requested.push(String(params.startupId));
      return answer
        ? HttpResponse.json(answer)
        : problem(404, 'startup_not_found', '기업을 찾을 수 없습니다.');
    }),
  );
  renderRoutes(
    [
      { path: '/company-info', element: <CompanyInfoPage /> },
      { path: '/search-startup', element: <p>스타트업 검색 화면</p> },
    ],
    path,
  );
  return { requested, ...extras };
}

/** The cells of a table's row, by the row's label. */
const rowCells = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CompanyInfoPage', () => {
  it('shows the profile card with the formatted number, phone and labels', async () => {
    const { requested } = setup('/company-info?cmpy_no=7');
    expect(await screen.findByRole('heading', { name: '데모기업7' })).toBeInTheDocument();
    expect(requested).toEqual(['7']);
    const card = within(screen.getByRole('region', { name: '기업 개요' }));
    expect(card.getByText('123-45-67890')).toBeInTheDocument();
    expect(card.getByText('중소기업')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'www.demo7.kr' })).toHaveAttribute(
      'href',
      'https://www.demo7.kr',
    );
    expect(card.getByText('ICT서비스')).toBeInTheDocument();
    expect(card.getByText('2019.03.15')).toBeInTheDocument();
    expect(card.getByText('정상')).toBeInTheDocument();
    expect(card.getByText('02-1234-5678')).toBeInTheDocument();
    expect(card.getByText('O')).toBeInTheDocument();
    expect(card.getByText('(2024.03.02 ~ 2027.03.01)')).toBeInTheDocument();
    expect(card.getByText('#핀테크')).toBeInTheDocument();
    expect(card.getByText('데모액셀러레이터')).toBeInTheDocument();
  });

  it('lays out the three years of each statement, with - where nothing was reported', async () => {
    setup('/company-info?cmpy_no=7');
    const balance = await screen.findByRole('table', { name: '재무상태표' });
    expect(
      within(balance)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['구분', '2022년', '2023년', '2024년']);
    expect(within(balance).getAllByRole('rowheader')).toHaveLength(13);
    expect(rowCells(balance, '현금및현금성자산')).toEqual(['3.00억원', '-', '3.00억원']);
    expect(rowCells(balance, '재고자산')).toEqual(['-', '-', '-']);
    expect(rowCells(balance, '자본총계')).toEqual(['3.85억원', '3.85억원', '3.85억원']);

    const income = screen.getByRole('table', { name: '손익계산서' });
    expect(within(income).getAllByRole('rowheader')).toHaveLength(12);
    expect(rowCells(income, '매출액')).toEqual(['8.00억원', '10.00억원', '12.30억원']);
    expect(rowCells(income, '당기순이익')).toEqual(['9,300만원', '9,300만원', '-']);
    expect(rowCells(income, '현금흐름')).toEqual(['-', '-', '-']);
  });

  it('shows the quarters the company reported, and no such section without any', async () => {
    setup(
      '/company-info?cmpy_no=7',
      startupProfile({
        quarters: [
          { year: 2026, quarter: 2, label: '2026년 2분기', sales: 300_000_000, cash: null },
          { year: 2026, quarter: 3, label: '2026년 3분기', sales: 420_000_000, headcount: 14 },
        ],
      }),
    );
    const quarters = await screen.findByRole('table', { name: '분기 실적' });
    expect(rowCells(quarters, '분기 매출')).toEqual(['3.00억원', '4.20억원']);
    expect(rowCells(quarters, '임직원 수')).toEqual(['-', '14명']);
    expect(screen.getByRole('figure', { name: '분기별 매출' })).toBeInTheDocument();
  });

  it('leaves the quarters out for a company that reported none', async () => {
    setup('/company-info?cmpy_no=7');
    await screen.findByRole('table', { name: '재무상태표' });
    expect(screen.queryByRole('region', { name: '분기 실적' })).not.toBeInTheDocument();
  });

  it('lists the news, each article opening in a new tab', async () => {
    setup(
      '/company-info?cmpy_no=7',
      startupProfile({
        news: [
          {
            id: 1,
            title: '데모기업7, 프리A 투자 유치',
            url: 'https://techdaily.example.kr/articles/20261102',
            publisher: '테크데일리',
            published_on: '2026-11-02',
          },
        ],
      }),
    );
    const news = await screen.findByRole('region', { name: '뉴스' });
    const link = within(news).getByRole('link', { name: /데모기업7, 프리A 투자 유치/ });
    expect(link).toHaveAttribute('href', 'https://techdaily.example.kr/articles/20261102');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(news).getByText('테크데일리 · 2026.11.02')).toBeInTheDocument();
  });

  it('leaves the news out for a company without any', async () => {
    setup('/company-info?cmpy_no=7');
    await screen.findByRole('region', { name: '기업 자료' });
    expect(screen.queryByRole('region', { name: '뉴스' })).not.toBeInTheDocument();
  });

  it('draws the value radar with the total and each axis', async () => {
    setup('/company-info?cmpy_no=7');
    const section = within(await screen.findByRole('region', { name: '기업 가치 평가' }));
    expect(section.getByRole('figure', { name: '기업 가치 평가 레이더 차트' })).toBeInTheDocument();
    expect(section.getByTestId('total-score')).toHaveTextContent('76.5점');
    const scores = within(section.getByLabelText('항목별 점수'));
    expect(scores.getByText('고객 수익성').nextSibling).toHaveTextContent('80');
    expect(scores.getByText('제품·서비스').nextSibling).toHaveTextContent('90');
    expect(scores.getByText('인적 역량').nextSibling).toHaveTextContent('-');
    expect(screen.queryByText('Ai 예측정보가 없습니다.')).not.toBeInTheDocument();
  });

  it('draws the value history when there are two values or more', async () => {
    setup(
      '/company-info?cmpy_no=7',
      startupProfile({
        value_history: [
          { on: '2026-09-30', value: 2_750_000_000 },
          { on: '2026-10-31', value: 3_200_000_000 },
        ],
      }),
    );
    expect(await screen.findByRole('figure', { name: '기업가치 추이 차트' })).toBeInTheDocument();
    expect(screen.getByText('32.0억원')).toBeInTheDocument();
  });

  it('says so when there are no scores and no statements', async () => {
    setup(
      '/company-info?cmpy_no=7',
      startupProfile({ scores: null, balance_sheets: [], income_statements: [] }),
    );
    expect(await screen.findByText('Ai 예측정보가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: '기업 가치 평가 레이더 차트' })).toBeNull();
    expect(screen.getAllByText('관련자료가 없습니다.')).toHaveLength(2);
    expect(screen.queryByRole('table', { name: '재무상태표' })).not.toBeInTheDocument();
  });

  it('shows the size with the largest stake, the staff basis and the shareholders', async () => {
    setup(
      '/company-info?cmpy_no=7',
      startupProfile({
        size: { ...startupProfile().size, holdings_exceed_issued: true },
      }),
    );
    const size = within(await screen.findByRole('region', { name: '기업 규모' }));
    expect(size.getByText('100,000주')).toBeInTheDocument();
    expect(size.getByText('500원')).toBeInTheDocument();
    expect(size.getByText('5,000만원')).toBeInTheDocument();
    expect(size.getByText('김대표 (60.00%)')).toBeInTheDocument();
    expect(size.getByText('(2024년 06월 기준)')).toBeInTheDocument();
    expect(size.getByText('123.0억원')).toBeInTheDocument();
    expect(size.getByText('주주 보유 주식수가 발행주식수보다 많습니다.')).toBeInTheDocument();

    const holders = screen.getByRole('table', { name: '주주 현황' });
    const row = within(within(holders).getByText('데모벤처스').closest('tr')!);
    expect(row.getByText('상환전환우선주')).toBeInTheDocument();
    expect(row.getByText('40.00%')).toBeInTheDocument();
    expect(row.getByText('40,000')).toBeInTheDocument();
    expect(row.getByText('2,000만원')).toBeInTheDocument();
  });

  it('gives an investor firm’s user the bookmark star and the opinion box', async () => {
    const { reads } = setup('/company-info?cmpy_no=7');
    await screen.findByRole('heading', { name: '데모기업7' });
    expect(await screen.findByRole('button', { name: '관심 기업 추가' })).toBeInTheDocument();
    const opinion = within(screen.getByRole('region', { name: '투자 의견' }));
    expect(await opinion.findByRole('button', { name: '의견추가하기' })).toBeInTheDocument();
    expect(reads()).toEqual(['/startups/7/bookmark', '/startups/7/opinion']);
  });

  it('gives an investor firm’s user 메시지 보내기, addressed to the company', async () => {
    setup('/company-info?cmpy_no=7');
    await screen.findByRole('heading', { name: '데모기업7' });
    expect(await screen.findByRole('link', { name: '메시지 보내기' })).toHaveAttribute(
      'href',
      '/message-send?to=7',
    );
  });

  it('shows a startup’s user neither, and asks nothing about them', async () => {
    const { reads, settled } = setup('/company-info?cmpy_no=7', startupProfile(), 'startup');
    await screen.findByRole('heading', { name: '데모기업7' });
    await settled();
    expect(screen.queryByRole('button', { name: /관심 기업/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '투자 의견' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '메시지 보내기' })).not.toBeInTheDocument();
    expect(reads()).toEqual([]);
  });

  it('shows a not-found page with the way back for an unknown company', async () => {
    setup('/company-info?cmpy_no=999', null);
    expect(
      await screen.findByRole('heading', { name: '기업 정보를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '스타트업 검색으로 이동' })).toHaveAttribute(
      'href',
      '/search-startup',
    );
  });

  it('asks nothing for a missing or malformed company number', async () => {
    const { requested } = setup('/company-info?cmpy_no=abc');
    expect(
      await screen.findByRole('heading', { name: '기업 정보를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
