/** @jest-environment node */
import { BREAKER_LIMITS, createVendorBreaker } from './breaker';
import type { CallOptions, CallResult } from './client';
import { ContentApiError } from './errors';

const options: CallOptions = { resource: 'visitor/count', path: '/api/visitor/SAMS042' };
const ok: CallResult = { status: 200, json: [{ visitor: 7 }], ms: 3 };
const down = () => new ContentApiError('visitor/count: HTTP 500', { resource: 'visitor/count', status: 500 });

let vendorUp: boolean;
let calls: number;
const vendor = jest.fn(async (): Promise<CallResult> => {
  calls += 1;
  if (!vendorUp) throw down();
  return ok;
});
let warnings: string[];

beforeEach(() => {
  jest.useFakeTimers();
  vendorUp = true;
  calls = 0;
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function failTimes(call: (options: CallOptions) => Promise<CallResult>, times: number): Promise<void> {
  for (let n = 0; n < times; n += 1) await expect(call(options)).rejects.toThrow('HTTP 500');
}

describe('the vendor circuit breaker', () => {
  it('passes answers and errors through while the vendor mostly answers', async () => {
    const call = createVendorBreaker('test', vendor);
    for (let n = 0; n < 4; n += 1) await expect(call(options)).resolves.toEqual(ok);
    vendorUp = false;
    await failTimes(call, 3);
    vendorUp = true;
    await expect(call(options)).resolves.toEqual(ok);
    expect(calls).toBe(8);
    expect(warnings).toEqual([]);
  });

  it('opens after repeated failures and then fails at once without calling the vendor', async () => {
    const call = createVendorBreaker('test', vendor);
    vendorUp = false;
    await failTimes(call, BREAKER_LIMITS.minCalls);
    const before = calls;
    await expect(call(options)).rejects.toThrow('visitor/count: not called, the vendor failed repeatedly (circuit open)');
    await expect(call(options)).rejects.toBeInstanceOf(ContentApiError);
    expect(calls).toBe(before);
    expect(warnings).toContain(JSON.stringify({ level: 'warn', msg: 'vendor-breaker', name: 'test', state: 'open' }));
  });

  it('lets one probe through every 30 s and stays open while the probe fails', async () => {
    const call = createVendorBreaker('test', vendor);
    vendorUp = false;
    await failTimes(call, BREAKER_LIMITS.minCalls);
    const before = calls;
    await jest.advanceTimersByTimeAsync(BREAKER_LIMITS.probeEveryMs - 1_000);
    await expect(call(options)).rejects.toThrow('circuit open');
    expect(calls).toBe(before);

    await jest.advanceTimersByTimeAsync(1_000);
    const probe = call(options);
    await expect(call(options)).rejects.toThrow('circuit open');
    await expect(probe).rejects.toThrow('HTTP 500');
    expect(calls).toBe(before + 1);
    await expect(call(options)).rejects.toThrow('circuit open');
    expect(calls).toBe(before + 1);

    await jest.advanceTimersByTimeAsync(BREAKER_LIMITS.probeEveryMs);
    await expect(call(options)).rejects.toThrow('HTTP 500');
    expect(calls).toBe(before + 2);
  });

  it('closes when a probe succeeds, so every call reaches the vendor again', async () => {
    const call = createVendorBreaker('test', vendor);
    vendorUp = false;
    await failTimes(call, BREAKER_LIMITS.minCalls);
    vendorUp = true;
    await jest.advanceTimersByTimeAsync(BREAKER_LIMITS.probeEveryMs);
    await expect(call(options)).resolves.toEqual(ok);
    await expect(call(options)).resolves.toEqual(ok);
    await expect(call(options)).resolves.toEqual(ok);
    expect(calls).toBe(BREAKER_LIMITS.minCalls + 3);
    expect(warnings.map((line) => (JSON.parse(line) as { state: string }).state)).toEqual(['open', 'half-open', 'closed']);
  });
});
