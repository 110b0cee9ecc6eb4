import 'server-only';

export interface UpstreamLogEntry {
  resource: string;
  endpoint: string;
  status: number | null;
  ms: number;
  kept?: number;
  dropped?: number;
  error?: string;
}

/** One structured line per call to the content service. Never pass tokens or personal data here. */
export function logUpstream(entry: UpstreamLogEntry): void {
  const line = JSON.stringify({ level: entry.error ? 'warn' : 'info', msg: 'content-api', ...entry });
  if (entry.error) console.warn(line);
  else console.log(line);
}

/** One line for an item dropped by validation: where it was and which fields failed, not its values. */
export function logDroppedItem(resource: string, index: number, fields: string[]): void {
  console.warn(JSON.stringify({ level: 'warn', msg: 'content-item-dropped', resource, index, fields }));
}
