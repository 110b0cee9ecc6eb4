import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useUrlQuery } from './url-query';

/** Server HTML of a query reader at `address`, hydrated there; every query the reader rendered with, in order. */
async function hydrateAt(address: string) {
  window.history.replaceState(null, '', address);
  const renders: string[] = [];
  function Reader({ log }: { log: string[] }) {
    const query = useUrlQuery();
    log.push(query);
    return <p>{query || 'default view'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader log={[]} />);
  const serverText = container.textContent;
  await act(async () => {
    hydrateRoot(container, <Reader log={renders} />);
  });
  return { serverText, renders, text: container.textContent };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlQuery', () => {
  it('hydrates an address without a query in one render: the default view the server sent', async () => {
    const { serverText, renders, text } = await hydrateAt('/News');
    expect(serverText).toBe('default view');
    expect(renders).toEqual(['']);
    expect(text).toBe('default view');
  });

  it("hydrates the server's default view, then renders the address's query", async () => {
    const { serverText, renders, text } = await hydrateAt('/News?year=2024');
    expect(serverText).toBe('default view');
    expect(renders).toEqual(['', '?year=2024']);
    expect(text).toBe('?year=2024');
  });
});
