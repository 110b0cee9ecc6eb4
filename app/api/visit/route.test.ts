/** @jest-environment node */
import { recordVisit } from '@/lib/content/visitor';
import { POST } from './route';

jest.mock('@/lib/content/visitor', () => ({ recordVisit: jest.fn() }));
const recorded = jest.mocked(recordVisit);

describe('POST /api/visit', () => {
  it.each([
    [0, '0'],
    [48214, '48,214'],
    [4821473, '48,21,473'],
    [123456789, '12,34,56,789'],
  ])('answers %i with the label %s in Indian digit grouping, uncached', async (count, label) => {
    recorded.mockResolvedValueOnce(count);
    const response = await POST();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ count, label });
  });
});
