/** @jest-environment node */
import { FakeRedis } from '@/test/fake-redis';
import { RedisLink, isRedisUrl } from './redis.cjs';

function linkTo(redis: FakeRedis, clock = { now: 1_000 }) {
  const lines: Record<string, unknown>[] = [];
  const link = new RedisLink(redis, { timeoutMs: 50, holdMs: 2_000, now: () => clock.now, log: (line) => lines.push(line) });
  return { link, lines, clock };
}

describe('RedisLink', () => {
  it('answers with the command\'s value and reports the connection up', async () => {
    const redis = new FakeRedis();
    await redis.set('k', 'v', { EX: 60 });
    const { link, lines } = linkTo(redis);
    link.markUp();
    await expect(link.run((client) => client.get('k'))).resolves.toEqual({ ok: true, value: 'v' });
    expect(link.health()).toMatchObject({ state: 'up', lastError: null });
    expect(lines).toEqual([{ level: 'info', msg: 'redis', state: 'up' }]);
  });

  it('sends nothing while the client is not connected, and says so at once', async () => {
    const redis = new FakeRedis();
    redis.isReady = false;
    const { link } = linkTo(redis);
    await expect(link.run((client) => client.get('k'))).resolves.toEqual({ ok: false });
    expect(redis.sent).toEqual([]);
    expect(link.health().state).toBe('connecting');
  });

  it('gives up on a command after the timeout, then skips Redis for the hold, then tries again', async () => {
    const redis = new FakeRedis();
    const { link, lines, clock } = linkTo(redis);
    link.markUp();
    redis.mode = 'hang';
    const started = performance.now();
    await expect(link.run((client) => client.get('k'))).resolves.toEqual({ ok: false });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(1_000);
    expect(link.health()).toMatchObject({ state: 'down', lastError: 'no answer within 50 ms' });
    expect(lines.at(-1)).toEqual({ level: 'warn', msg: 'redis', state: 'down', error: 'no answer within 50 ms' });

    redis.mode = 'ok';
    clock.now += 1_999;
    await expect(link.run((client) => client.get('k'))).resolves.toEqual({ ok: false });
    expect(redis.sent).toEqual(['GET']);
    clock.now += 1;
    await expect(link.run((client) => client.get('k'))).resolves.toEqual({ ok: true, value: null });
    expect(link.health().state).toBe('up');
    expect(lines.map((line) => line.state)).toEqual(['up', 'down', 'up']);
  });

  it('does not report the connection up for an answer that arrives as it drops', async () => {
    const redis = new FakeRedis();
    const { link } = linkTo(redis);
    link.markUp();
    let answer: (value: string) => void = () => undefined;
    const pending = link.run(() => new Promise<string>((resolve) => (answer = resolve)));
    link.markDown(new Error('Socket closed unexpectedly'));
    redis.isReady = false;
    answer('late');
    await expect(pending).resolves.toEqual({ ok: true, value: 'late' });
    expect(link.health()).toMatchObject({ state: 'down', lastError: 'Socket closed unexpectedly' });
  });

  it('turns a refused command into no answer, never a thrown error', async () => {
    const redis = new FakeRedis();
    const { link } = linkTo(redis);
    redis.mode = 'fail';
    await expect(link.run((client) => client.set('k', 'v', { EX: 1 }))).resolves.toEqual({ ok: false });
    expect(link.health().lastError).toContain('READONLY');
  });

  it('logs a state once however often it is reported', () => {
    const { link, lines } = linkTo(new FakeRedis());
    link.markDown(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    link.markDown(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    link.markUp();
    link.markUp();
    expect(lines.map((line) => line.state)).toEqual(['down', 'up']);
  });
});

describe('isRedisUrl', () => {
  it.each([
    ['redis://127.0.0.1:6379', true],
    ['rediss://cache.school.example:6380/2', true],
    ['redis://:password@10.0.0.5:6379', true],
    ['http://127.0.0.1:6379', false],
    ['127.0.0.1:6379', false],
    ['redis://', false],
  ])('%s: %s', (value, expected) => {
    expect(isRedisUrl(value)).toBe(expected);
  });
});
