import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isSharePath, SHARE_ITEM_PATH, SHARE_LIST_PATH } from './paths';

const routerMatches = (path: string) =>
  [SHARE_LIST_PATH, SHARE_ITEM_PATH].some((pattern) => matchPath(pattern, path));

describe('isSharePath', () => {
  it('accepts the list and a page of a share, as the router matches them', () => {
    for (const path of [
      '/invest-portfolio/share/tok-abc',
      '/invest-portfolio/share/tok-abc/',
      '/invest-portfolio/share/tok-abc/103',
      '/invest-portfolio/share/tok%2Fabc/103//',
      '/Invest-Portfolio/Share/tok-abc',
    ]) {
      expect(isSharePath(path), path).toBe(true);
      expect(routerMatches(path), path).toBe(true);
    }
  });

  it('refuses every other address, the portfolio pages around it included', () => {
    for (const path of [
      '/',
      '/login',
      '/invest-portfolio',
      '/invest-portfolio/share',
      '/invest-portfolio/share/',
      '/invest-portfolio/share//103',
      '/invest-portfolio/share/tok-abc/103/extra',
      '/invest-portfolio/create/1/2',
      '/x/invest-portfolio/share/tok-abc',
    ]) {
      expect(isSharePath(path), path).toBe(false);
      expect(routerMatches(path), path).toBe(false);
    }
  });
});
