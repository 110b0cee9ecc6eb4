import { render, screen, within } from '@testing-library/react';
import type { Highlight } from '@/lib/content/highlights';
import { getHighlights } from '@/lib/content/highlights';
import { Ticker } from './ticker';

jest.mock('@/lib/content/highlights', () => ({ getHighlights: jest.fn() }));

const mockedGetHighlights = jest.mocked(getHighlights);

const highlight = (id: string, title: string, attachmentUrls: string[]): Highlight => ({
  id,
  title,
  description: '',
  category: 'Highlight',
  date: null,
  attachmentUrls,
});

beforeEach(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

// The Ticker is an async server component: await its element, then render what it returned.
async function renderTicker() {
  render(await Ticker({ locale: 'en' }));
  const region = screen.getByRole('region', { name: 'Announcements' });
  // Only the first copy counts: the second is aria-hidden and inert.
  return within(region).getAllByRole('list')[0]!;
}

describe('Ticker', () => {
  it('links each highlight to its first attachment in a new tab, and shows the others as text', async () => {
    mockedGetHighlights.mockResolvedValue({
      data: [
        highlight('a', 'Annual day on 20 December', ['https://files.example/a.pdf', 'https://files.example/b.pdf']),
        highlight('b', 'School reopens on 2 January', []),
      ],
      fromService: true,
    });
    const list = await renderTicker();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', { name: 'Annual day on 20 December (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.example/a.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[1]).toHaveTextContent('School reopens on 2 January');
  });

  it.each([
    ['empty', true],
    ['failed', false],
  ])('shows three placeholder items when the list is %s', async (_case, fromService) => {
    mockedGetHighlights.mockResolvedValue({ data: [], fromService });
    const list = await renderTicker();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveTextContent('Stay tuned for more updates from the school');
  });
});
