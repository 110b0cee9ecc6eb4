/*
 * Outside Next there is no data cache. This stand-in for `next/cache` keeps what Next's unstable_cache
 * promises (read in its source and proven end to end in e2e/resilience.spec.ts): a loader that throws
 * caches nothing and the last good value is served instead. A test file installs it with
 * `jest.mock('next/cache', () => jest.requireActual('@/test/next-cache-stub'))`.
 */

/** The last good value of each cache entry; contentFixture empties it before each test. */
export const lastGood = new Map<string, unknown>();

export function unstable_cache<Args extends unknown[], T>(load: (...args: Args) => Promise<T>, keys: string[]) {
  return async (...args: Args): Promise<T> => {
    const key = `${keys.join('/')}:${JSON.stringify(args)}`;
    try {
      const value = await load(...args);
      lastGood.set(key, value);
      return value;
    } catch (error) {
      if (lastGood.has(key)) return lastGood.get(key) as T;
      throw error;
    }
  };
}
