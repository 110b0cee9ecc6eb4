import { FRAME } from '@/content/i18n/frame';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SearchForm } from '@/components/layout/search-form';
import type { SearchHit, SearchOutcome } from '@/lib/search/index';
import { InstantSearch } from './instant-search';

// swr runs for real; only the network is replaced, so these tests see what the island asks for and when.
// The router's search parameters are the address bar's, as in the browser.
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const hit = (id: string, title: string, href: string): SearchHit => ({ id, kind: 'Page', href, date: null, title: [{ text: title, match: false }], excerpt: [] });

const outcome = (query: string, ...hits: SearchHit[]): SearchOutcome => ({ query, hits, total: hits.length, counts: hits.length ? [{ kind: 'Page', count: hits.length }] : [] });

function reply(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

/** A fetch answer the test sends when it chooses. */
function pendingReply(): { promise: Promise<Response>; send: (response: Response) => Promise<void> } {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => (resolve = done));
  return {
    promise,
    send: async (response) => {
      await act(async () => resolve(response));
    },
  };
}

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/search?q=periodicals');
});

function renderSearch() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <InstantSearch
        initialQuery="periodicals"
        shown={50}
        form={<SearchForm id="search-page-query" words={FRAME.en.search} label="Search again" defaultValue="periodicals" />}
        summary={<p>Server summary: 3 results for “periodicals”</p>}
        hits={
          <ol aria-label="Search results">
            <li>Server hit: Library</li>
          </ol>
        }
      />
    </SWRConfig>,
  );
  return { box: screen.getByRole('searchbox', { name: 'Search the site' }), user: userEvent.setup() };
}

const shownHits = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem').map((item) => item.textContent);

describe('InstantSearch', () => {
  it("shows the server's results and asks for nothing until the visitor types", () => {
    renderSearch();
    expect(screen.getByRole('status')).toHaveTextContent('Server summary: 3 results for “periodicals”');
    expect(shownHits()).toEqual(['Server hit: Library']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches once typing pauses, not on every key, and shows the results in the same live region with the address following', async () => {
    fetchMock.mockResolvedValue(reply(200, outcome('bus route', hit('page:/BusRoute', 'Bus Route', '/BusRoute'), hit('page:/SchoolTiming', 'School Timing', '/SchoolTiming'))));
    const { box, user } = renderSearch();
    const status = screen.getByRole('status');
    await user.clear(box);
    await user.type(box, 'bus  route ');
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(status).toHaveTextContent('2 results for “bus route”'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=bus%20route', expect.anything());
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Page: 2');
    expect(screen.getByRole('link', { name: 'Bus Route' })).toHaveAttribute('href', '/BusRoute');
    expect(shownHits()).toEqual(['PageBus Route', 'PageSchool Timing']);
    expect(window.location.pathname + window.location.search).toBe('/search?q=bus%20route');
    expect(box).toHaveFocus();
  });

  it('keeps the results shown while the next ones load, marked busy, then replaces them', async () => {
    const second = pendingReply();
    fetchMock.mockResolvedValueOnce(reply(200, outcome('fee', hit('page:/FeeDetails', 'Fee Details', '/FeeDetails')))).mockReturnValueOnce(second.promise);
    const { box, user } = renderSearch();
    await user.clear(box);
    await user.type(box, 'fee');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result for “fee”'));
    await user.type(box, ' structure');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(shownHits()).toEqual(['PageFee Details']);
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “fee”');
    expect(screen.getByRole('list', { name: 'Search results' }).parentElement).toHaveAttribute('aria-busy', 'true');
    await second.send(reply(200, outcome('fee structure')));
    expect(screen.getByRole('status')).toHaveTextContent('No results for “fee structure”.');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(box).toHaveFocus();
  });

  it('searches at once on Enter instead of loading the page', async () => {
    fetchMock.mockResolvedValue(reply(200, outcome('library', hit('page:/Library', 'Library', '/Library'))));
    const { box, user } = renderSearch();
    await user.clear(box);
    await user.type(box, 'library');
    expect(fetchMock).not.toHaveBeenCalled();
    const submitted = fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(submitted).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=library', expect.anything());
    expect(await screen.findByRole('link', { name: 'Library' })).toHaveAttribute('href', '/Library');
  });

  it('says so when an answer fails, keeps the results shown, and lets Enter load the server page', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, outcome('fee', hit('page:/FeeDetails', 'Fee Details', '/FeeDetails')))).mockResolvedValueOnce(reply(429, { message: 'Too many requests' }));
    const { box, user } = renderSearch();
    await user.clear(box);
    await user.type(box, 'fee');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result for “fee”'));
    await user.type(box, 's');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Results for “fees” could not be loaded just now. Press Enter to search again.'));
    expect(shownHits()).toEqual(['PageFee Details']);
    expect(fireEvent.submit(box.closest('form') as HTMLFormElement)).toBe(true);
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    fetchMock.mockResolvedValue(reply(200, { results: [] }));
    const { box, user } = renderSearch();
    await user.clear(box);
    await user.type(box, 'fee');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('could not be loaded just now'));
    expect(shownHits()).toEqual(['Server hit: Library']);
  });

  it('shows what to type, without asking the server, when the box is emptied', async () => {
    const { box, user } = renderSearch();
    await user.clear(box);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type a word or two above'));
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/search');
  });

  it("searches the address's words when the page comes back showing the server's first results (Back from a result)", async () => {
    window.history.replaceState(null, '', '/search?q=fee%20details');
    fetchMock.mockResolvedValue(reply(200, outcome('fee details', hit('page:/FeeDetails', 'Fee Details', '/FeeDetails'))));
    const { box } = renderSearch();
    expect(box).toHaveValue('fee details');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result for “fee details”'));
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=fee%20details', expect.anything());
    expect(shownHits()).toEqual(['PageFee Details']);
  });
});
