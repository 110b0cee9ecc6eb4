/** @jest-environment node */
import { getAllGalleryItems } from './gallery';
import { getNewsListing, type Listing } from './listings';
import type { NewsItem } from './news';
import { currentIds, CURRENT_IDS_HOLD_MS, isCurrent, slugNamesOneOf } from './current-items';

jest.mock('./listings', () => ({ getNewsListing: jest.fn(), getNoticeListing: jest.fn(), getEventListing: jest.fn() }));
jest.mock('./gallery', () => ({ getAllGalleryItems: jest.fn() }));

const news = (ids: string[]): Listing<NewsItem> => ({
  data: ids.map((id) => ({ id, title: 'A title', description: '', category: 'News', url: null, date: null, attachmentUrls: [] })),
  fromService: true,
  defaultYear: null,
});

describe('slugNamesOneOf', () => {
  const ids = new Set(['abc', 'abc-def', '42']);

  it('finds an id alone or followed by title words, ids with hyphens included', () => {
    for (const slug of ['abc', 'abc-sports-day', 'abc-def', 'abc-def-ghi', '42', '42-x']) expect({ slug, named: slugNamesOneOf(slug, ids) }).toEqual({ slug, named: true });
  });

  it('finds nothing in an id that only starts like one', () => {
    for (const slug of ['ab', 'abcd', 'abcd-x', '4', '421-x', 'x-abc']) expect({ slug, named: slugNamesOneOf(slug, ids) }).toEqual({ slug, named: false });
  });
});

describe('isCurrent', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reads a list once per hold however many addresses are asked, then again', async () => {
    jest.mocked(getNewsListing).mockResolvedValue(news(['n1']));
    const start = 1_000_000;
    await Promise.all([currentIds('news', start), currentIds('news', start + 1), currentIds('news', start + CURRENT_IDS_HOLD_MS - 1)]);
    expect(getNewsListing).toHaveBeenCalledTimes(1);
    await currentIds('news', start + CURRENT_IDS_HOLD_MS);
    expect(getNewsListing).toHaveBeenCalledTimes(2);
  });

  it('says a published item is current and an unknown one is not', async () => {
    jest.mocked(getNewsListing).mockResolvedValue(news(['66f1c0a2e4b0']));
    await currentIds('news', 0);
    expect(await isCurrent('news', '66f1c0a2e4b0-annual-day')).toBe(true);
    expect(await isCurrent('news', 'ffffffffffff-annual-day')).toBe(false);
  });

  it('cannot tell while the service has given nothing good, nor when the read fails', async () => {
    jest.mocked(getAllGalleryItems).mockResolvedValueOnce({ data: [], fromService: false });
    expect(await currentIds('albums', 10_000_000)).toBeNull();
    jest.mocked(getAllGalleryItems).mockRejectedValueOnce(new Error('Invariant: incrementalCache missing'));
    expect(await currentIds('albums', 20_000_000)).toBeNull();
  });
});
