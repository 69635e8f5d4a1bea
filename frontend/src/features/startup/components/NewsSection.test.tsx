import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import type { NewsItemDto } from '../api';
import { NewsSection } from './NewsSection';

const item = (id: number, title: string, extra: Partial<NewsItemDto> = {}): NewsItemDto => ({
  id,
  title,
  url: `https://news.example.kr/articles/${id}`,
  publisher: '테크데일리',
  published_on: '2026-11-02',
  ...extra,
});

function renderSection(news: NewsItemDto[]) {
  return renderRoutes([{ path: '/', element: <NewsSection news={news} /> }], '/');
}

describe('NewsSection', () => {
  it('lists the articles in the order given, each opening in a new tab', () => {
    renderSection([
      item(2, '데모기업7, 프리A 투자 유치', { published_on: '2026-11-02' }),
      item(1, '데모기업7 대표 인터뷰', { publisher: '스타트업일보', published_on: '2025-03-09' }),
    ]);
    const section = screen.getByRole('region', { name: '뉴스' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '데모기업7, 프리A 투자 유치(새 탭에서 열림)',
      '데모기업7 대표 인터뷰(새 탭에서 열림)',
    ]);
    const link = within(rows[0]!).getByRole('link', { name: /프리A 투자 유치/ });
    expect(link).toHaveAttribute('href', 'https://news.example.kr/articles/2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(within(rows[0]!).getByText('테크데일리 · 2026.11.02')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('스타트업일보 · 2025.03.09')).toBeInTheDocument();
  });

  it('links nothing but a web address', () => {
    renderSection([item(3, '이상한 주소의 기사', { url: 'javascript:alert(1)' })]);
    const section = screen.getByRole('region', { name: '뉴스' });
    expect(within(section).getByText('이상한 주소의 기사')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing for a company without news', () => {
    renderSection([]);
    expect(screen.queryByRole('region', { name: '뉴스' })).not.toBeInTheDocument();
  });
});
