type Counter = typeof import('./visitor-counter');
type Rtl = typeof import('@testing-library/react/pure');

// The visit promise lives at module scope (one registration per page load), so each test loads a fresh
// module registry: the component together with the React and Testing Library copies that render it.
async function fresh(): Promise<{ VisitorCounter: Counter['VisitorCounter']; rtl: Rtl }> {
  let loaded: { VisitorCounter: Counter['VisitorCounter']; rtl: Rtl } | undefined;
  await jest.isolateModulesAsync(async () => {
    const rtl = await import('@testing-library/react/pure');
    const { VisitorCounter } = await import('./visitor-counter');
    loaded = { VisitorCounter, rtl };
  });
  if (!loaded) throw new Error('visitor-counter did not load');
  return loaded;
}

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

afterEach(() => jest.restoreAllMocks());

describe('VisitorCounter', () => {
  it('registers the visit once through /api/visit and shows the count it answers', async () => {
    const fetchMock = jest.fn(() => answer(200, { count: 4821473, label: '48,21,473' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { VisitorCounter, rtl } = await fresh();
    const { unmount } = rtl.render(<VisitorCounter label="Visitors since Sep 2024:" />);
    expect(rtl.screen.getByRole('status')).toHaveTextContent('0');
    expect(await rtl.screen.findByText('48,21,473')).toBeInTheDocument();
    expect(rtl.screen.getByText('Visitors since Sep 2024:')).toBeInTheDocument();

    unmount();
    rtl.render(<VisitorCounter label="Visitors since Sep 2024:" />);
    expect(await rtl.screen.findByText('48,21,473')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/visit', { method: 'POST' });
    rtl.cleanup();
  });

  it.each([
    ['the route fails', () => answer(500, { error: 'x' })],
    ['the route refuses too many visits', () => answer(429, { message: 'Too many visits from this address. Please try again later.' })],
    ['the answer is malformed', () => answer(200, { count: 'many' })],
    ['the answer has no label', () => answer(200, { count: 48214 })],
    ['the label is not a number', () => answer(200, { count: 48214, label: '<b>48214</b>' })],
    ['the network fails', () => Promise.reject(new TypeError('offline'))],
  ])('stays at 0 and logs when %s', async (_case, respond) => {
    global.fetch = jest.fn(respond) as unknown as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { VisitorCounter, rtl } = await fresh();
    rtl.render(<VisitorCounter label="Visitors since Sep 2024:" />);
    await rtl.waitFor(() => expect(warn).toHaveBeenCalledWith('Visitor count unavailable:', expect.anything()));
    expect(rtl.screen.getByRole('status')).toHaveTextContent(/^0$/);
    rtl.cleanup();
  });

  it('formats no number in the browser: the label comes from the route', async () => {
    // The first toLocaleString('en-IN') in a page loads ICU's locale data: a 30-116 ms task on every page.
    global.fetch = jest.fn(() => answer(200, { count: 4821473, label: '48,21,473' })) as unknown as typeof fetch;
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const { VisitorCounter, rtl } = await fresh();
    rtl.render(<VisitorCounter label="Visitors since Sep 2024:" />);
    expect(await rtl.screen.findByText('48,21,473')).toBeInTheDocument();
    expect(toLocaleString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    rtl.cleanup();
  });
});
