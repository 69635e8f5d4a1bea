import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedFilter } from './usePagedFilter';

describe('usePagedFilter', () => {
  it('keeps the page while the filter stays and starts again at 1 when it changes', () => {
    const { result, rerender } = renderHook(({ filter }) => usePagedFilter(filter), {
      initialProps: { filter: ['all', ''] as unknown[] },
    });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ filter: ['all', ''] });
    expect(result.current.page).toBe(3);
    rerender({ filter: ['R', ''] });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    rerender({ filter: ['R', '김'] });
    expect(result.current.page).toBe(1);
  });
});
