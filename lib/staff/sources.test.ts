/** @jest-environment node */
import { setContentEnv } from '@/test/content-env';
import { SOURCES } from './sources';

jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

beforeAll(() => setContentEnv('http://127.0.0.1:9'));

const highlights = SOURCES.find((source) => source.list === 'Notices and highlights');

describe('the report’s reading of notices and highlights', () => {
  it('reports a notice under Notices, with its page, however the vendor typed its category (as /notice lists it)', () => {
    for (const category of ['Notice', ' NOTICE ', 'notice']) {
      const read = highlights?.read({ _id: 'n1', title: 'Winter uniform', category, fromDate: '2026-10-01T04:30:00Z' });
      expect(read).toMatchObject({ item: { kind: 'notice', list: 'Notices', href: '/notice/n1-winter-uniform' } });
    }
  });

  it('reports any other highlight under Highlights, pointing at the home page’s ticker', () => {
    const read = highlights?.read({ _id: 't1', title: 'Admissions open', category: 'Admission', fromDate: '2026-11-21T04:30:00Z' });
    expect(read).toMatchObject({ item: { kind: 'highlight', list: 'Highlights', href: '/' } });
  });
});
