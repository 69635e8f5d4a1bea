import { describe, expect, it } from 'vitest';
import {
  eokToWon,
  filterErrors,
  NO_FILTERS,
  readFilters,
  searchArgs,
  writeFilters,
} from './filters';

describe('search filters', () => {
  it('read back what they write, and nothing for no filters', () => {
    const filters = {
      ...NO_FILTERS,
      q: '데모 기업',
      industries: ['game' as const],
      regions: ['SD01' as const, 'SD17' as const],
      salesMin: '1.5',
      foundedTo: '2020-12-31',
      tips: true,
      followOn: true,
    };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
  });

  it('drop what a hand-edited address gets wrong', () => {
    const filters = readFilters(
      new URLSearchParams(
        'industries=mining,game,game&regions=SD18,SD02&salesMin=-1&salesMax=abc&foundedFrom=2020-1-1&tips=yes',
      ),
    );
    expect(filters).toEqual({ ...NO_FILTERS, industries: ['game'], regions: ['SD02'] });
  });

  it('send amounts in whole won, flags only when set, and nothing for an open end', () => {
    expect(eokToWon('1.5')).toBe(150_000_000);
    expect(eokToWon('0.0001')).toBe(10_000);
    expect(eokToWon('')).toBeUndefined();
    expect(eokToWon('.')).toBeUndefined();
    expect(
      searchArgs(
        {
          ...NO_FILTERS,
          q: '  데모 ',
          investmentMax: '20',
          regions: ['SD01', 'SD09'],
          venture: true,
        },
        2,
        10,
      ),
    ).toEqual({
      q: '데모',
      industries: undefined,
      regions: 'SD01,SD09',
      salesMin: undefined,
      salesMax: undefined,
      investmentMin: undefined,
      investmentMax: 2_000_000_000,
      foundedFrom: undefined,
      foundedTo: undefined,
      tips: undefined,
      venture: true,
      incubated: undefined,
      followOn: undefined,
      page: 2,
      pageSize: 10,
    });
  });

  it('place a refused search’s messages under the filters they name', () => {
    expect(
      filterErrors({
        code: 'validation_failed',
        message: '입력 내용을 확인해 주세요.',
        fieldErrors: { sales_max: '최대값이 작습니다.', founded_to: '끝이 빠릅니다.', page: '?' },
      }),
    ).toEqual({
      byField: { sales_max: '최대값이 작습니다.', founded_to: '끝이 빠릅니다.' },
      unplaced: ['?'],
    });
  });
});
