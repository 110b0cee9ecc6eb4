/** @jest-environment node */
import { mapLimited } from './collect';

describe('mapLimited', () => {
  it('runs at most `limit` at once and keeps the order of the results', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([30, 5, 20, 1, 10], 2, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20]);
    expect(most).toBe(2);
  });

  it('gives nothing for nothing', async () => {
    expect(await mapLimited([], 2, async () => 1)).toEqual([]);
  });
});
