import { describe, expect, it } from 'vitest';
import { itemOf } from './test/fixtures';
import { blocksOf, defaultExpiry, expiresAtOf, idParam, moved, neighbours } from './model';

describe('the share link expiry', () => {
  it('defaults to a week from now, to the minute, in Korea time', () => {
    // 2026-11-25 23:40 in Korea: a week later is the next month there.
    expect(defaultExpiry(new Date('2026-11-25T14:40:30Z'))).toEqual({
      date: '2026-12-02',
      time: '23:40',
    });
  });

  it('is sent as Korea time, and not at all while an input is empty', () => {
    expect(expiresAtOf({ date: '2026-12-02', time: '15:30' })).toBe('2026-12-02T15:30:00+09:00');
    expect(expiresAtOf({ date: '', time: '15:30' })).toBeNull();
    expect(expiresAtOf({ date: '2026-12-02', time: '' })).toBeNull();
  });
});

describe('the path ids', () => {
  it('takes positive whole numbers, and 0 only where a new portfolio is meant', () => {
    expect(idParam('7')).toBe(7);
    expect(idParam('0')).toBeNull();
    expect(idParam('0', { zero: true })).toBe(0);
    expect(idParam('7a')).toBeNull();
    expect(idParam('-1', { zero: true })).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});

describe('the page order', () => {
  it('moves one target up or down, and nothing past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('finds the pages before and after one', () => {
    const items = [itemOf(11, 1, 'A'), itemOf(12, 2, 'B'), itemOf(13, 3, 'C')];
    const middle = neighbours(items, 12);
    expect([middle.index, middle.previous?.id, middle.next?.id]).toEqual([1, 11, 13]);
    expect(neighbours(items, 11).previous).toBeNull();
    expect(neighbours(items, 13).next).toBeNull();
    expect(neighbours(items, 99).index).toBe(-1);
  });

  it('gives every page three blocks, an absent one empty', () => {
    expect(blocksOf({ blocks: ['<p>a</p>'] })).toEqual(['<p>a</p>', '', '']);
  });
});
