/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { setContentEnv } from '@/test/content-env';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
setContentEnv('https://erp.example.org');

function call(secret?: string): Promise<Response> {
  const headers = secret === undefined ? undefined : { 'x-revalidate-secret': secret };
  return POST(new Request('https://school.example/api/revalidate', { method: 'POST', headers }));
}

describe('POST /api/revalidate', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refreshes all content with the secret', async () => {
    const response = await call('test-revalidate-secret-123');
    expect(response.status).toBe(200);
    // 'max': stale while revalidating, so the last good content stays until fresh content replaces it.
    expect(revalidateTag).toHaveBeenCalledWith('content', 'max');
  });

  it.each([undefined, '', 'wrong', 'test-revalidate-secret-1234'])('answers 401 to %j and refreshes nothing', async (secret) => {
    const response = await call(secret);
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
