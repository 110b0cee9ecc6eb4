import { useSyncExternalStore } from 'react';

/** The Network Information API's part this site reads; Chromium-based browsers have it, others do not. */
interface DataSaverConnection extends EventTarget {
  saveData?: boolean;
}

function connection(): DataSaverConnection | undefined {
  return (navigator as Navigator & { connection?: DataSaverConnection }).connection;
}

function subscribe(onChange: () => void): () => void {
  const current = connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor's browser asks to save data (`navigator.connection.saveData`, the same setting that
 * sends `Save-Data: on`), following changes live. False on the server and where the browser does not say.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  );
}
