import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterView, fullFilters, ListingFilter, type FilterEntry, type ListingQuery } from './listing-filter';
import { ListingFilterIsland } from './listing-filter-island';
import { placeOnCalendar } from '@/lib/listing/filters';
import { hydrateLikeTheBrowser } from '@/test/hydration';

// Dates are Kolkata noon, so the calendar day is the same in every time zone the tests run in.
const entry = (id: string, date: string | null, text: string, session?: string): FilterEntry => ({
  id,
  date,
  text,
  session,
  card: <p>{text}</p>,
});

const NEWS: FilterEntry[] = [
  entry('a', '2026-03-10T06:30:00.000Z', 'Sports Day results'),
  entry('b', '2026-01-05T06:30:00.000Z', 'Annual exam schedule'),
  entry('c', '2025-03-20T06:30:00.000Z', 'Inter-house SPORTS meet'),
  entry('d', '2024-11-02T06:30:00.000Z', 'Science fair'),
  entry('e', null, 'Undated sports notice'),
];

function setUrl(query: string) {
  window.history.replaceState(null, '', `/News${query}`);
}

function cards(): string[] {
  const list = screen.queryByRole('list', { name: 'News' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

function renderNews(props: Partial<Parameters<typeof ListingFilter>[0]> = {}) {
  return render(
    <ListingFilter
      noun="news"
      entries={NEWS}
      year={{ allLabel: 'All' }}
      month
      search={{ label: 'Search by title', placeholder: 'Search news' }}
      countLabel="Total Count"
      listClassName="grid"
      empty={<p>Stay Tunned For More Updates</p>}
      {...props}
    />,
  );
}

beforeEach(() => {
  jest.useRealTimers();
  setUrl('');
});

describe('ListingFilter', () => {
  it('shows every item with labelled native selects, a search box and the count', () => {
    renderNews();
    expect(cards()).toHaveLength(5);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', '2026', '2025', '2024']);
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(within(month).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveAttribute('placeholder', 'Search news');
    expect(screen.getByText(/Total Count/)).toHaveTextContent('Total Count: 5');
  });

  it('combines year, month and a case-insensitive search, and writes them to the URL', async () => {
    const user = userEvent.setup();
    renderNews();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2026');
    expect(cards()).toEqual(['Sports Day results', 'Annual exam schedule']);
    expect(window.location.search).toBe('?year=2026');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Mar');
    expect(cards()).toEqual(['Sports Day results']);
    expect(window.location.search).toBe('?year=2026&month=3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'sports');
    // Undated items leave as soon as a month is chosen.
    expect(cards()).toEqual(['Sports Day results', 'Inter-house SPORTS meet']);
    expect(screen.getByText(/Total Count/)).toHaveTextContent('Total Count: 2');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(window.location.search).toBe('?month=3&q=sports');
  });

  it('the island filters by the year and month the server placed, with no date formatter in the browser', async () => {
    const placed = NEWS.map(({ date, ...rest }) => ({ ...rest, ...placeOnCalendar({ date }) }));
    const formatted = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const user = userEvent.setup();
      render(<ListingFilterIsland noun="news" entries={placed} year={{ allLabel: 'All' }} month listClassName="grid" empty={null} />);
      expect(within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', '2026', '2025', '2024']);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Mar');
      expect(cards()).toEqual(['Sports Day results', 'Inter-house SPORTS meet']);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
      expect(cards()).toEqual(['Inter-house SPORTS meet']);
      expect(made).not.toHaveBeenCalled();
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      formatted.mockRestore();
    }
  });

  it('restores the state from the URL after hydration', () => {
    setUrl('?year=2025&q=SPORTS');
    renderNews();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2025');
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('SPORTS');
    expect(cards()).toEqual(['Inter-house SPORTS meet']);
  });

  it('starts on the page default year and keeps "All" in the URL when chosen', async () => {
    const user = userEvent.setup();
    renderNews({ year: { allLabel: 'All', defaultYear: 2025 } });
    expect(cards()).toEqual(['Inter-house SPORTS meet']);
    expect(window.location.search).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'All');
    expect(window.location.search).toBe('?year=all');
    expect(cards()).toHaveLength(5);
  });

  it('shows the page placeholder and a hint when nothing matches', async () => {
    const user = userEvent.setup();
    renderNews();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'no such thing');
    expect(screen.queryByRole('list', { name: 'News' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches these filters');
    expect(screen.getByText('Stay Tunned For More Updates')).toBeInTheDocument();
  });

  it('shows only the placeholder when there are no items at all', () => {
    renderNews({ entries: [] });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Stay Tunned For More Updates')).toBeInTheDocument();
    expect(screen.getByText(/Total Count/)).toHaveTextContent('Total Count: 0');
  });

  it('renders only the controls it is given', () => {
    renderNews({ month: false, search: undefined, countLabel: undefined });
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total Count/)).not.toBeInTheDocument();
  });

  describe('toppers (session and name)', () => {
    const TOPPERS = [
      entry('t1', null, 'Ananya Singh', '2025-2026'),
      entry('t2', null, 'Arjun Kumar', '2025-2026'),
      entry('t3', null, 'Priya Tirkey', '2024-2025'),
      entry('t4', null, 'Anjali Mahato', '2021-2022'),
    ];

    function renderToppers() {
      setUrl('');
      return render(
        <ListingFilter
          noun="toppers"
          entries={TOPPERS}
          session={{ options: ['2025-2026', '2024-2025', '2021-2022'], defaultSession: '2025-2026', allLabel: 'Select Years' }}
          search={{ label: 'Search by name', placeholder: 'Search Here..' }}
          listClassName="grid"
          empty={<p>Student Name</p>}
        />,
      );
    }

    const names = () => within(screen.getByRole('list', { name: 'Toppers' })).getAllByRole('listitem').map((item) => item.textContent);

    it("starts on the default session; 'Select Years' means every session; search reads the name", async () => {
      const user = userEvent.setup();
      renderToppers();
      const session = screen.getByRole('combobox', { name: 'Session' });
      expect(within(session).getAllByRole('option')[0]).toHaveTextContent('Select Years');
      expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveAttribute('placeholder', 'Search Here..');
      expect(names()).toEqual(['Ananya Singh', 'Arjun Kumar']);

      await user.selectOptions(session, 'Select Years');
      expect(names()).toHaveLength(4);
      expect(window.location.search).toBe('?session=all');

      await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'AN');
      expect(names()).toEqual(['Ananya Singh', 'Anjali Mahato']);
    });

    it('shows the placeholder card when a session has nobody by that name', async () => {
      const user = userEvent.setup();
      renderToppers();
      await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Zed');
      expect(screen.getByText('Student Name')).toBeInTheDocument();
    });
  });

  it("a shared item's address shows it, marked, even from a year the page does not start on", () => {
    window.HTMLElement.prototype.scrollIntoView = jest.fn();
    setUrl('?item=d');
    renderNews({ year: { allLabel: 'All', defaultYear: 2026 } });
    expect(cards()).toContain('Science fair');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('all');
    const shared = screen.getByText('Science fair').closest('li');
    expect(shared).toHaveClass('ring-gold-500');
    expect(shared?.scrollIntoView).toHaveBeenCalled();
  });

  it('an unknown shared item leaves the default view', () => {
    setUrl('?item=nope');
    renderNews({ year: { allLabel: 'All', defaultYear: 2026 } });
    expect(cards()).toEqual(['Sports Day results', 'Annual exam schedule']);
  });
});

describe('ListingFilter hydration', () => {
  const filter = <ListingFilter noun="news" entries={NEWS} year={{ allLabel: 'All' }} month search={{ label: 'Search by title' }} listClassName="grid" empty={<p>None</p>} />;

  it('sends its controls enabled, so hydrating an address without a query changes nothing', async () => {
    setUrl('');
    const { server, afterEffectsTask, settled } = await hydrateLikeTheBrowser(filter);
    expect(server).toContain('<select');
    expect(server).not.toContain('disabled');
    expect(afterEffectsTask).toBe(server);
    expect(settled).toBe(server);
  });

  it('applies a year and a search typed before the script ran', async () => {
    setUrl('');
    const { container } = await hydrateLikeTheBrowser(filter, {
      beforeScript: (root) => {
        within(root).getByRole<HTMLSelectElement>('combobox', { name: 'Year' }).value = '2025';
        within(root).getByRole<HTMLInputElement>('searchbox', { name: 'Search by title' }).value = 'sports';
      },
    });
    await waitFor(() => expect(window.location.search).toBe('?year=2025&q=sports'));
    const list = within(container).getByRole('list', { name: 'News' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Inter-house SPORTS meet']);
  });
});

describe('ListingFilter without JavaScript: a GET form', () => {
  it('is a GET form of named controls and an Apply button, sending the parameters the island writes', () => {
    const { container } = renderNews({ year: { allLabel: 'All', defaultYear: 2026 } });
    const form = container.querySelector('search form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveAttribute('name', 'year');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveAttribute('name', 'month');
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    expect(search).toHaveAttribute('name', 'q');
    expect(search).toHaveAttribute('maxLength', '100');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    // What the form sends is what parseListFilter reads: 'all' for every year, '' for every month.
    expect(within(screen.getByRole('combobox', { name: 'Year' })).getByRole('option', { name: 'All' })).toHaveValue('all');
    expect(within(screen.getByRole('combobox', { name: 'Month' })).getByRole('option', { name: 'All' })).toHaveValue('');
    expect(within(screen.getByRole('combobox', { name: 'Month' })).getByRole('option', { name: 'Mar' })).toHaveValue('3');
  });

  it("names the toppers' session control `session`, with 'all' for every session", () => {
    render(
      <ListingFilter
        noun="toppers"
        entries={[entry('t1', null, 'Ananya Singh', '2025-2026')]}
        session={{ options: ['2025-2026'], defaultSession: '2025-2026', allLabel: 'Select Years' }}
        search={{ label: 'Search by name' }}
        listClassName="grid"
        empty={<p>Student Name</p>}
      />,
    );
    const session = screen.getByRole('combobox', { name: 'Session' });
    expect(session).toHaveAttribute('name', 'session');
    expect(within(session).getByRole('option', { name: 'Select Years' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('renders, on the server, the view of the query it is given (the filtered twin), and hydrates to the same', async () => {
    setUrl('?year=2025&q=sports');
    const { server, settled } = await hydrateLikeTheBrowser(
      <ListingFilter noun="news" entries={NEWS} year={{ allLabel: 'All' }} month search={{ label: 'Search by title' }} query="?year=2025&q=sports" listClassName="grid" empty={<p>None</p>} />,
    );
    const html = document.createElement('div');
    html.innerHTML = server;
    const list = within(html).getByRole('list', { name: 'News' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Inter-house SPORTS meet']);
    expect(within(html).getByRole<HTMLSelectElement>('combobox', { name: 'Year' }).value).toBe('2025');
    expect(within(html).getByRole<HTMLInputElement>('searchbox', { name: 'Search by title' }).value).toBe('sports');
    expect(settled).toBe(server);
  });

  it('renders the default view on the server without a query, whatever the address', async () => {
    setUrl('');
    const { server } = await hydrateLikeTheBrowser(
      <ListingFilter noun="news" entries={NEWS} year={{ allLabel: 'All', defaultYear: 2026 }} month search={{ label: 'Search by title' }} listClassName="grid" empty={<p>None</p>} />,
    );
    expect(server).toContain('Sports Day results');
    expect(server).not.toContain('Science fair');
  });

  it('with the script, Apply and Enter load no page: the search is written to the URL at once', async () => {
    const user = userEvent.setup();
    renderNews();
    // Heard on the document, after React's own listener on its root has run.
    const submitted = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'fair');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?q=fair');
    expect(cards()).toEqual(['Science fair']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), ' {Enter}');
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(submitted.mock.results.map((result) => result.value)).toEqual([true, true]);
    document.removeEventListener('submit', submitted);
  });
});

describe('ListingFilter in Hindi', () => {
  it('names its controls, months, button and empty view in the words it is given, filtering the same way', async () => {
    setUrl('');
    const filters = fullFilters('सूचनाएँ', { locale: 'hi' });
    const { container } = render(<ListingFilter {...filters} entries={NEWS} listClassName="grid" empty={<p>नई जानकारी के लिए जुड़े रहें</p>} />);
    expect(container.querySelector('search')).toHaveAttribute('aria-label', 'सूचनाएँ छाँटें');
    const year = screen.getByRole('combobox', { name: 'वर्ष' });
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['सभी वर्ष', '2026', '2025', '2024']);
    const month = screen.getByRole('combobox', { name: 'महीना' });
    expect(within(month).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'सभी महीने', 'जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर',
    ]);
    expect(screen.getByRole('searchbox', { name: 'शीर्षक से खोजें' })).toHaveAttribute('placeholder', 'सूचनाएँ खोजें');
    expect(screen.getByRole('button', { name: 'लागू करें' })).toBeInTheDocument();
    expect(screen.getByText(/कुल संख्या/)).toHaveTextContent('कुल संख्या: 5');

    await userEvent.selectOptions(month, 'मार्च');
    expect(within(screen.getByRole('list', { name: 'सूचनाएँ' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sports Day results',
      'Inter-house SPORTS meet',
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'शीर्षक से खोजें' }), 'zzqq');
    expect(await screen.findByRole('status')).toHaveTextContent('इन शर्तों से कुछ नहीं मिला।');
  });

  it('sends no words to the island on an English page, which keeps its own', () => {
    expect(fullFilters('news')).not.toHaveProperty('words');
  });

  it('redirects another spelling of a Hindi view to its address under /hi', () => {
    const notices = fullFilters('सूचनाएँ', { defaultYear: 2026, locale: 'hi' });
    let location = '';
    try {
      filterView('/notice', { year: 'abc', q: '' }, notices, 'hi');
    } catch (error) {
      location = ((error as { digest?: string }).digest ?? '').split(';')[2] ?? '';
    }
    expect(location).toBe('/hi/notice?year=all');
  });
});

describe('filterView: the view a filtered address renders', () => {
  /** Where filterView redirects to, from the error Next's redirect() throws, or null when it renders. */
  function redirectOf(run: () => unknown): string | null {
    try {
      run();
      return null;
    } catch (error) {
      const digest = (error as { digest?: string }).digest ?? '';
      if (!digest.startsWith('NEXT_REDIRECT')) throw error;
      const [, , location, status] = digest.split(';');
      return `${status} ${location}`;
    }
  }
  const news = fullFilters('news');
  const notices = fullFilters('notices', { defaultYear: 2026 });
  const view = (query: ListingQuery, filters = news) => filterView('/News', query, filters);

  it('renders the default view on the static page', () => {
    expect(filterView('/News', undefined, news)).toBeUndefined();
  });

  it("renders an address written as the island writes it", () => {
    expect(view({ year: '2025', month: '3', q: 'sports day' })).toBe('?year=2025&month=3&q=sports+day');
    expect(filterView('/notice', { year: 'all' }, notices)).toBe('?year=all');
    expect(filterView('/Toppers', { session: 'all', q: 'asha' }, { session: { options: [], defaultSession: '2025-2026', allLabel: 'Select Years' } })).toBe(
      '?session=all&q=asha',
    );
  });

  it("redirects (307) any other spelling of a view to the island's address", () => {
    expect(redirectOf(() => view({ year: '2025', month: '', q: '' }))).toBe('307 /News?year=2025');
    expect(redirectOf(() => view({ month: '', q: '' }))).toBe('307 /News');
    expect(redirectOf(() => filterView('/notice', { year: '2026', month: '', q: '' }, notices))).toBe('307 /notice');
    expect(redirectOf(() => filterView('/notice', { year: 'abc' }, notices))).toBe('307 /notice?year=all');
    expect(redirectOf(() => view({ year: ['2024', '2023'] }))).toBe('307 /News?year=2024');
    expect(redirectOf(() => view({ year: '99999', fbclid: 'x' }))).toBe('307 /News');
    expect(redirectOf(() => view({ q: 'z'.repeat(5000) }))).toBe(`307 /News?q=${'z'.repeat(100)}`);
    expect(redirectOf(() => filterView('/VideoGallery', { year: '2025', q: 'x' }, { year: { allLabel: 'All' } }))).toBe('307 /VideoGallery?year=2025');
  });
});
