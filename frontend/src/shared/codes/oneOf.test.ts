import { describe, expect, it } from 'vitest';
import { oneOf } from './oneOf';

describe('oneOf', () => {
  const codes = ['R', 'S'] as const;
  it('keeps a listed code', () => expect(oneOf(codes, 'S')).toBe('S'));
  it('drops anything else', () => {
    expect(oneOf(codes, 'all')).toBeUndefined();
    expect(oneOf(codes, '')).toBeUndefined();
    expect(oneOf(codes, null)).toBeUndefined();
  });
});
