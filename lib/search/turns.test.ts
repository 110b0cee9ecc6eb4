/** @jest-environment node */
import { turns } from './turns';

/** Takes a turn and records when it is granted. */
function take(next: () => Promise<() => void>, name: string, granted: string[]): Promise<() => void> {
  return next().then((giveBack) => {
    granted.push(name);
    return giveBack;
  });
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('lets two through at once and the rest in order of arrival as turns are given back', async () => {
    const next = turns(2, 10_000);
    const granted: string[] = [];
    const [first, second] = await Promise.all([take(next, 'a', granted), take(next, 'b', granted)]);
    const third = take(next, 'c', granted);
    const fourth = take(next, 'd', granted);
    await settle();
    expect(granted).toEqual(['a', 'b']);
    second?.();
    second?.(); // giving one turn back twice frees one place, not two
    await third;
    await settle();
    expect(granted).toEqual(['a', 'b', 'c']);
    first?.();
    await fourth;
    expect(granted).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes back a turn that is never given back after the longest hold', async () => {
    jest.useFakeTimers();
    try {
      const next = turns(1, 10_000);
      const granted: string[] = [];
      await take(next, 'lost', granted);
      const waiting = take(next, 'after', granted);
      await jest.advanceTimersByTimeAsync(9_999);
      expect(granted).toEqual(['lost']);
      await jest.advanceTimersByTimeAsync(1);
      await waiting;
      expect(granted).toEqual(['lost', 'after']);
    } finally {
      jest.useRealTimers();
    }
  });
});
