/**
 * Turns at something costly: at most `slots` holders at once, the others waiting in arrival order. A turn
 * is given back by calling the function it resolves with (more calls do nothing), and at the latest after
 * `maxHoldMs`, so a turn that is never given back cannot stop everyone after it for good.
 */
export function turns(slots: number, maxHoldMs: number): () => Promise<() => void> {
  let free = slots;
  const waiting: (() => void)[] = [];
  const grant = (): (() => void) => {
    let held = true;
    const giveBack = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    };
    const timer = setTimeout(giveBack, maxHoldMs);
    timer.unref();
    return giveBack;
  };
  return () => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve(grant());
    }
    return new Promise((resolve) => waiting.push(() => resolve(grant())));
  };
}
