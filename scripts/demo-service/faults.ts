// Fault modes let tests and the benchmark see how the site copes with a misbehaving vendor. A fault
// applies to every /api/ request, or only to those whose path contains `only`.

export const FAULT_MODES = ['ok', 'error', 'hang', 'slow', 'malformed', 'wrong-shape', 'wrong-items', 'empty', 'oversize', 'unauthorized'] as const;

export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultState {
  mode: FaultMode;
  /** A substring of the request path the fault is limited to, or null for every /api/ path. */
  only: string | null;
}

/** One answer of the demo service before it is written to the socket. */
export type DemoReply =
  | { status: number; json: unknown; list?: boolean }
  | { status: number; file: Buffer; contentType: string };

/** Roughly the size of the oversize answer: big enough to trip a sane response-size limit. */
export const OVERSIZE_BYTES = 6 * 1024 * 1024;

/** True when `value` names a fault mode. */
export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

/** Whether the current fault affects a request for `path`. */
export function faultApplies(state: FaultState, path: string): boolean {
  if (state.mode === 'ok' || !path.startsWith('/api/')) return false;
  return state.only === null || path.includes(state.only);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oversizeList(json: unknown): unknown[] {
  const seeds = (Array.isArray(json) ? json : [json]).filter(isRecord);
  const source = seeds.length > 0 ? seeds : [{ _id: '000000000000000000000000', title: 'Filler' }];
  const items: unknown[] = [];
  let bytes = 2;
  for (let n = 0; bytes < OVERSIZE_BYTES; n += 1) {
    const seed = source[n % source.length] ?? {};
    const id = typeof seed._id === 'string' ? seed._id.slice(0, 16) : '0000000000000000';
    const item = { ...seed, _id: `${id}${n.toString(16).padStart(8, '0')}` };
    items.push(item);
    bytes += JSON.stringify(item).length + 1;
  }
  return items;
}

function wrongItems(json: unknown[]): unknown[] {
  const first = json.find(isRecord);
  return [
    ...(first ? [first] : []),
    { _id: 12345, title: null, description: ['not', 'text'], date: 'not a date', attachments: 'not-a-list' },
    'just a string',
    42,
    null,
    ...(first ? [{ ...first, _id: `${String(first._id).slice(0, 20)}beef`, title: 7, category: { name: 'News' } }] : []),
  ];
}

/** The answer as the fault mode distorts it; error answers of the real service pass through unchanged. */
export function distort(reply: DemoReply, mode: FaultMode): DemoReply {
  if (reply.status < 200 || reply.status >= 300) return reply;
  if ('file' in reply) {
    switch (mode) {
      case 'malformed':
        return { ...reply, file: reply.file.subarray(0, Math.floor(reply.file.length / 2)) };
      case 'empty':
        return { ...reply, file: Buffer.alloc(0) };
      case 'oversize':
        return { ...reply, file: Buffer.concat([reply.file, Buffer.alloc(Math.max(0, OVERSIZE_BYTES - reply.file.length))]) };
      case 'wrong-shape':
      case 'wrong-items':
        return { status: 200, json: { data: 'unexpected' } };
      default:
        return reply;
    }
  }
  const list = reply.list === true;
  switch (mode) {
    case 'empty':
      return { ...reply, json: list ? [] : {} };
    case 'wrong-shape':
      return { ...reply, json: list ? { data: 'unexpected' } : [{ data: 'unexpected' }] };
    case 'wrong-items':
      return { ...reply, json: list && Array.isArray(reply.json) ? wrongItems(reply.json) : [{ data: 'unexpected' }] };
    case 'oversize':
      return { ...reply, json: oversizeList(reply.json) };
    default:
      return reply;
  }
}

/** The body cut in half: for JSON always invalid, since the closing bracket is gone. */
export function truncate(body: Buffer): Buffer {
  return body.subarray(0, Math.max(1, Math.floor(body.length / 2)));
}
