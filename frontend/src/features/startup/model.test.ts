import { describe, expect, it } from 'vitest';
import {
  cmpyNoParam,
  formatBasisPoints,
  homepageHref,
  industryLabel,
  operatingStatusInfo,
  regionLabel,
  searchBackPath,
  staffBasisLabel,
  startupFlags,
} from './model';
import { startupCard } from './test/fixtures';

describe('startup model', () => {
  it('names the codes in Korean, unknown ones as themselves and none as -', () => {
    expect(industryLabel('media_content')).toBe('영상/공연/음반');
    expect(regionLabel('SD08')).toBe('세종');
    expect(regionLabel(null)).toBe('-');
    expect(industryLabel('mining')).toBe('mining');
    expect(operatingStatusInfo('closed')).toEqual({ label: '폐업', color: 'red' });
  });

  it('reads only a positive whole company number from the query', () => {
    expect(cmpyNoParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', ' 7'])
      expect(cmpyNoParam(bad)).toBeNull();
  });

  it('shows stakes with two decimals and the staff month in Korean', () => {
    expect(formatBasisPoints(6000)).toBe('60.00%');
    expect(formatBasisPoints(1)).toBe('0.01%');
    expect(formatBasisPoints(null)).toBe('-');
    expect(staffBasisLabel('2024-06')).toBe('2024년 06월 기준');
    expect(staffBasisLabel(null)).toBeNull();
  });

  it('links a homepage without a scheme over https', () => {
    expect(homepageHref('www.demo.kr')).toBe('https://www.demo.kr');
    expect(homepageHref('http://demo.kr')).toBe('http://demo.kr');
  });

  it('goes back to the list the profile was opened from, and only to a list', () => {
    expect(searchBackPath({ from: '/search-startup?tips=1' })).toBe('/search-startup?tips=1');
    expect(searchBackPath({ from: '/search-startup' })).toBe('/search-startup');
    expect(searchBackPath({ from: '/interest-company' })).toBe('/interest-company');
    expect(searchBackPath({ from: '/interest-companyx' })).toBe('/search-startup');
    expect(searchBackPath({ from: '/fact-check?page=2' })).toBe('/fact-check?page=2');
    expect(searchBackPath({ from: 'https://evil.example' })).toBe('/search-startup');
    expect(searchBackPath(null)).toBe('/search-startup');
  });

  it('lists the flags a company has, in order', () => {
    expect(
      startupFlags(startupCard(1, { is_tips: true, incubated: true })).map((flag) => flag.label),
    ).toEqual(['벤처', 'TIPS', '후속투자', '보육']);
    expect(
      startupFlags(
        startupCard(1, {
          is_venture: false,
          has_follow_on: false,
          is_tips: false,
          incubated: false,
        }),
      ),
    ).toEqual([]);
  });
});
