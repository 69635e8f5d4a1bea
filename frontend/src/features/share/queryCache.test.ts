import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_UNUSED_MS, ShareQueryCache, type QueryResult } from './queryCache';

/** A cache whose answers the test gives, one per request, in order. */
function cacheAnswering() {
  const asked: string[] = [];
  const answers: ((result: QueryResult<unknown>) => void)[] = [];
  const cache = new ShareQueryCache(
    (url) =>
      new Promise((resolve) => {
        asked.push(url);
        answers.push(resolve);
      }),
  );
  const answer = async (result: QueryResult<unknown>) => {
    answers.shift()!(result);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { cache, asked, answer };
}

const refusal = {
  status: 410,
  code: 'share_revoked',
  message: '공유한 분이 공유를 중지했습니다.',
  fieldErrors: {},
  problem: null,
};

describe('ShareQueryCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once while an answer is on its way, and again only when forced', async () => {
    const { cache, asked, answer } = cacheAnswering();
    void cache.fetch('a');
    void cache.fetch('a', true);
    expect(asked).toEqual(['a']);
    expect(cache.get('a')?.status).toBe('pending');

    await answer({ data: 1 });
    expect(cache.get('a')).toEqual({ status: 'fulfilled', data: 1, answered: true });
    void cache.fetch('a');
    expect(asked).toEqual(['a']);

    void cache.fetch('a', true);
    // Asked again: the old answer stays meanwhile, and after a failure.
    expect(cache.get('a')).toMatchObject({ status: 'pending', data: 1 });
    await answer({ error: refusal });
    expect(cache.get('a')).toMatchObject({ status: 'rejected', data: 1, error: refusal });
    expect(asked).toEqual(['a', 'a']);
  });

  it('asks again after a failure with no answer before it', async () => {
    const { cache, asked, answer } = cacheAnswering();
    void cache.fetch('a');
    await answer({ error: refusal });
    void cache.fetch('a');
    expect(asked).toEqual(['a', 'a']);
  });

  it('keeps an answer a minute after its last user is gone', async () => {
    vi.useFakeTimers();
    const { cache, answer } = cacheAnswering();
    const release = cache.use('a');
    void cache.fetch('a');
    await answer({ data: 1 });
    release();
    vi.advanceTimersByTime(KEEP_UNUSED_MS - 1);
    // Used again in time: kept.
    const again = cache.use('a');
    vi.advanceTimersByTime(KEEP_UNUSED_MS);
    expect(cache.get('a')?.data).toBe(1);
    again();
    vi.advanceTimersByTime(KEEP_UNUSED_MS);
    expect(cache.get('a')).toBeUndefined();
  });
});
