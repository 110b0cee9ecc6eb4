/** @jest-environment node */
import { NextRequest } from 'next/server';
import type { SearchOutcome } from '@/lib/search/index';
import { searchSite } from '@/lib/search/index';
import { GET } from './route';

jest.mock('@/lib/search/index', () => ({ searchSite: jest.fn() }));
jest.mock('@/lib/config', () => ({ getConfig: () => ({ revalidateSeconds: 300 }) }));
const searched = jest.mocked(searchSite);

const LIBRARY: SearchOutcome = {
  query: 'fee details',
  hits: [{ id: 'page:/FeeDetails', kind: 'Page', href: '/FeeDetails', date: null, title: [{ text: 'Fee Details', match: true }], excerpt: [] }],
  total: 1,
  counts: [{ kind: 'Page', count: 1 }],
};

const get = (search: string) => GET(new NextRequest(`http://localhost/api/search${search}`));

beforeEach(() => searched.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('GET /api/search', () => {
  it('answers the outcome of the words searched, whitespace collapsed, cached like a page (s-maxage of the revalidation period)', async () => {
    searched.mockResolvedValueOnce(LIBRARY);
    const response = await get('?q=%20%20fee%20%20%20details%20');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate=31535700');
    expect(await response.json()).toEqual(LIBRARY);
    expect(searched).toHaveBeenCalledWith('fee details');
  });

  it('searches a query of exactly 100 characters', async () => {
    searched.mockResolvedValueOnce({ query: 'a'.repeat(100), hits: [], total: 0, counts: [] });
    expect((await get(`?q=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it.each([
    ['no q', '', 'Give the words to search for as q, for example /api/search?q=library.'],
    ['an empty q', '?q=', 'Give the words to search for as q, for example /api/search?q=library.'],
    ['a q of spaces only', '?q=%20%20%20', 'Give the words to search for as q, for example /api/search?q=library.'],
    ['q twice', '?q=fee&q=bus', 'Give q only once.'],
    ['a q of 101 characters', `?q=${'a'.repeat(101)}`, 'q may be at most 100 characters long.'],
  ])('refuses %s with 400 and a message saying what to send, uncached, without searching', async (_name, search, message) => {
    const response = await get(search);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message });
    expect(searched).not.toHaveBeenCalled();
  });

  it('answers 503 with a plain message, never the error or its stack, when the search fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searched.mockRejectedValueOnce(new Error('index exploded at /srv/app/lib/search/index.ts:120'));
    const response = await get('?q=library');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: 'Search is not available just now. Please try again in a moment.' });
    expect(body).not.toMatch(/exploded|index\.ts|at /);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('lets further searches run after a failed one (its turn is given back)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searched.mockRejectedValue(new Error('down'));
    for (let n = 0; n < 3; n += 1) expect((await get('?q=library')).status).toBe(503);
    searched.mockResolvedValue(LIBRARY);
    const answers = await Promise.all([get('?q=fee'), get('?q=fee'), get('?q=fee')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
