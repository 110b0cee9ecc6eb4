import { waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** Calls `onEffects` in a microtask queued by its own effect, which runs after every effect inside it. */
function AfterEffects({ onEffects, children }: { onEffects: () => void; children: ReactNode }) {
  useEffect(() => queueMicrotask(onEffects), [onEffects]);
  return children;
}

export interface Hydration {
  /** The HTML the server sent. */
  server: string;
  /**
   * The HTML right after the task that ran the hydration's effects: whatever React re-rendered synchronously
   * in that task (a useSyncExternalStore snapshot unlike the server's) lengthened it on a phone.
   */
  afterEffectsTask: string;
  /** The HTML once `until` held, or once every task React scheduled after hydration had run. */
  settled: string;
  container: HTMLElement;
}

export interface HydrateOptions {
  /** Waits until this holds for the container (the island has switched from its fallback). */
  until?: (container: HTMLElement) => boolean;
  /** Acts on the server's HTML before hydrating it, as a visitor does while the page's script is on its way. */
  beforeScript?: (container: HTMLElement) => void;
}

/** Lets every task React scheduled after hydration run (a transition set from an effect, say). */
function afterPendingTasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Renders `ui` on the server, then hydrates that HTML outside act(), as the browser does. Without `until`,
 * `settled` is the HTML once everything React scheduled after hydration has run.
 */
export async function hydrateLikeTheBrowser(ui: ReactNode, { until, beforeScript }: HydrateOptions = {}): Promise<Hydration> {
  const container = document.createElement('div');
  let afterEffectsTask: string | null = null;
  const onEffects = () => {
    afterEffectsTask ??= container.innerHTML;
  };
  container.innerHTML = renderToString(<AfterEffects onEffects={onEffects}>{ui}</AfterEffects>);
  const server = container.innerHTML;
  beforeScript?.(container);
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    hydrateRoot(container, <AfterEffects onEffects={onEffects}>{ui}</AfterEffects>);
    await waitFor(() => expect(afterEffectsTask !== null && (until?.(container) ?? true)).toBe(true));
    if (!until) await afterPendingTasks();
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
  return { server, afterEffectsTask: afterEffectsTask ?? '', settled: container.innerHTML, container };
}
