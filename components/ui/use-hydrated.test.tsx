import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useDeferredHydrated, useHydrated } from './use-hydrated';
import { hydrateLikeTheBrowser } from '@/test/hydration';

type Hook = () => boolean;

/** Writes what the hook returned on each render, in order, into `renders`. */
function probe(hook: Hook, renders: boolean[]) {
  return function Probe() {
    const hydrated = hook();
    renders.push(hydrated);
    return <p>{hydrated ? 'scripted' : 'fallback'}</p>;
  };
}

/** Server HTML for the probe, then hydrated in the browser; what each render saw, and any mismatch React reported. */
async function hydrate(hook: Hook) {
  const container = document.createElement('div');
  const Server = probe(hook, []);
  container.innerHTML = renderToString(<Server />);
  const serverText = container.textContent;
  const renders: boolean[] = [];
  const Probe = probe(hook, renders);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { serverText, renders, errors, text: container.textContent };
}

/** Mounted in the browser without server HTML, as a client-side navigation mounts a page's island. */
async function mount(hook: Hook) {
  const renders: boolean[] = [];
  const Probe = probe(hook, renders);
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(<Probe />);
  });
  return { renders, text: container.textContent };
}

describe.each([
  ['useHydrated', useHydrated],
  ['useDeferredHydrated', useDeferredHydrated],
])('%s', (_name, hook) => {
  it('renders the fallback on the server and while hydrating, then switches to the scripted island', async () => {
    const { serverText, renders, errors, text } = await hydrate(hook);
    expect(serverText).toBe('fallback');
    expect(renders[0]).toBe(false);
    expect(errors).toEqual([]);
    expect(text).toBe('scripted');
  });
});

describe('useHydrated', () => {
  it('is true from the first render of an island mounted after the page hydrated', async () => {
    const { renders, text } = await mount(useHydrated);
    expect(renders).toEqual([true]);
    expect(text).toBe('scripted');
  });
});

describe('useDeferredHydrated', () => {
  it('switches after the task that hydrated the page, not inside it', async () => {
    const Deferred = probe(useDeferredHydrated, []);
    const deferred = await hydrateLikeTheBrowser(<Deferred />, { until: (container) => container.textContent === 'scripted' });
    expect(deferred.afterEffectsTask).toBe('<p>fallback</p>');
    // The synchronous hook, by contrast, re-renders inside that task.
    const Sync = probe(useHydrated, []);
    const sync = await hydrateLikeTheBrowser(<Sync />, { until: (container) => container.textContent === 'scripted' });
    expect(sync.afterEffectsTask).toBe('<p>scripted</p>');
  });

  it('renders its fallback first even when mounted after the page hydrated: a frame that must be harmless where it is used', async () => {
    const { renders, text } = await mount(useDeferredHydrated);
    expect(renders).toEqual([false, true]);
    expect(text).toBe('scripted');
  });
});
