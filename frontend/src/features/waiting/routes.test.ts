import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { waitingRoutes } from './routes';

const route = (path: string) => waitingRoutes.find((item) => item.path === path)!;

describe('waiting routes', () => {
  it('opens the four public screens to everyone, with the titles of the spec', () => {
    expect(
      waitingRoutes
        .filter((item) => item.layout === 'support')
        .map((item) => [item.path, item.title, item.requiresLogin, Boolean(item.page)]),
    ).toEqual([
      ['/waiting-main', '대기 등록', false, true],
      ['/waiting-create', '대기 등록 신청', false, true],
      ['/waiting-search-company', '대기 등록 기업 검색', false, true],
      ['/waiting-complete', '대기 등록 완료', false, true],
    ]);
  });

  it('lists only 대기 등록 of the public screens in the sidebar', () => {
    expect(route('/waiting-main').shownTo).toBeUndefined();
    for (const path of ['/waiting-create', '/waiting-search-company', '/waiting-complete']) {
      expect(route(path).shownTo?.(demoCeo)).toBe(false);
    }
  });

  it('lists 대기 등록 관리 under 기타 for operator staff only, behind login', () => {
    const desk = route('/operator/waiting-list');
    expect(desk).toMatchObject({
      title: '대기 등록 관리',
      nav: '기타',
      layout: 'app',
      requiresLogin: true,
    });
    expect(desk.shownTo?.({ ...demoCeo, operator: true })).toBe(true);
    expect(desk.shownTo?.(demoCeo)).toBe(false);
  });
});
