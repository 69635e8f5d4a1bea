import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { WaitingMainPage } from './WaitingMainPage';

describe('WaitingMainPage', () => {
  it('explains the three steps and leads to registering, the lookup and sign-up', async () => {
    renderRoutes([{ path: '/waiting-main', element: <WaitingMainPage /> }], '/waiting-main');
    const steps = await screen.findByRole('list', { name: '대기 등록 절차' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('메일 안내')).toBeInTheDocument();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('대기 등록하기')).toBe('/waiting-create');
    expect(href('등록 현황 조회')).toBe('/waiting-search-company');
    expect(href('회원가입')).toBe('/join-intro');
  });
});
