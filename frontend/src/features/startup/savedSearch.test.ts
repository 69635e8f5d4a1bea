import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type StartupFilters } from './filters';
import { savedFilters, savedSearchAddress, savedSearchBody, wonToEok } from './savedSearch';

describe('saved searches', () => {
  it('turn whole won into 억원 exactly, and nothing for none or a malformed amount', () => {
    expect(wonToEok(150_000_000)).toBe('1.5');
    expect(wonToEok(2_000_000_000)).toBe('20');
    expect(wonToEok(10_000)).toBe('0.0001');
    expect(wonToEok(1)).toBe('0.00000001');
    expect(wonToEok(0)).toBe('0');
    expect(wonToEok(123_456_789_012_345)).toBe('1234567.89012345');
    for (const bad of [null, undefined, -1, 1.5, Number.NaN]) expect(wonToEok(bad)).toBe('');
  });

  it('save the filters in won with every open one as null, and read them back', () => {
    const filters: StartupFilters = {
      ...NO_FILTERS,
      q: ' 데모 ',
      industries: ['bio_medical', 'game'],
      regions: ['SD01'],
      salesMin: '1.5',
      investmentMax: '20',
      foundedFrom: '2019-01-01',
      tips: true,
      followOn: true,
    };
    const body = savedSearchBody(filters);
    expect(body).toEqual({
      q: '데모',
      industries: ['bio_medical', 'game'],
      regions: ['SD01'],
      sales_min: 150_000_000,
      sales_max: null,
      investment_min: null,
      investment_max: 2_000_000_000,
      founded_from: '2019-01-01',
      founded_to: null,
      tips: true,
      venture: false,
      incubated: false,
      follow_on: true,
    });
    expect(savedFilters(body)).toEqual({ ...filters, q: '데모' });
    expect(savedSearchBody(NO_FILTERS)).toMatchObject({ q: null, industries: [], sales_min: null });
  });

  it('open a saved search at the search page’s address, codes in the sidebar’s order', () => {
    expect(
      savedSearchAddress({
        industries: ['game', 'mining' as never, 'bio_medical'],
        regions: [],
        sales_min: 150_000_000,
        venture: true,
      }),
    ).toBe('/search-startup?industries=bio_medical%2Cgame&salesMin=1.5&venture=1');
    expect(savedSearchAddress({ q: null, tips: false })).toBe('/search-startup');
  });
});
