// Fault modes let tests and the benchmark see how the site copes with a misbehaving vendor. A fault
// applies to every /api/ request, or only to those whose path contains `only`.

export const FAULT_MODES = ['ok', 'error', 'hang', 'slow', 'malformed', 'wrong-shape', 'wrong-items', 'empty', 'oversize', 'unauthorized', 'hostile', 'huge-image', 'endless'] as const;

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

/** Marks that a hostile payload ran in the browser: every payload calls alert() with it or sets it on window. */
export const HOSTILE_MARK = 'hostile-payload-ran';

/** Texts a careless or compromised vendor could send: markup, script, header injection, huge and odd text. */
export const HOSTILE_TEXTS = [
  `<script>alert('${HOSTILE_MARK}')</script>Sports Day <b>results</b>`,
  `<img src=x onerror="alert('${HOSTILE_MARK}')"> Annual Day`,
  `"><svg onload=alert('${HOSTILE_MARK}')> Quoted attribute break-out`,
  'Line one\r\nSet-Cookie: hostile=1\r\n\r\n<iframe src="javascript:alert(1)"></iframe>Line two',
  `<a href="javascript:alert('${HOSTILE_MARK}')">Click me</a> <style>body{display:none}</style>`,
  // One long unbroken word: must wrap or scroll inside its box, not stretch the page.
  `Huge ${'W'.repeat(20_000)}`,
  // Right-to-left override, zero-width and joiner characters, combining marks, astral symbols.
  'Odd \u202Egnp.exe\u202C \u200B\u200C\u200D\uFEFF Z\u0335\u0321a\u0337l\u0336g\u0334o \u{1D54C}\u{1D55F}\u{1D55A} \u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
];

/** Links that must never become clickable: every scheme but http(s), hidden in the usual ways. */
export const HOSTILE_URLS = [
  `javascript:alert('${HOSTILE_MARK}')`,
  ` JaVaScRiPt:alert('${HOSTILE_MARK}')`,
  `java\tscript:alert('${HOSTILE_MARK}')`,
  `data:text/html,<script>alert('${HOSTILE_MARK}')</script>`,
  'vbscript:msgbox(1)',
  `https://www.example.org/?q="><script>alert('${HOSTILE_MARK}')</script>`,
];

/** Stored file paths that try to leave /api/image/ or smuggle a scheme; the first item keeps a real one. */
export const HOSTILE_PATHS = [
  '../../../../etc/passwd',
  '%2e%2e/%2e%2e/secret.txt',
  `javascript:alert('${HOSTILE_MARK}')`,
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '//evil.example/photo.jpg',
  `photo.jpg"><script>alert('${HOSTILE_MARK}')</script>`,
  'photo\r\n.jpg',
];

const HOSTILE_TEXT_KEYS = new Set(['title', 'name', 'desc', 'description', 'message', 'venue', 'time', 'stream']);
const HOSTILE_URL_KEYS = new Set(['url', 'videoUrl']);
const HOSTILE_PATH_KEYS = new Set(['attachments', 'image', 'images']);

function pick(values: readonly string[], n: number): string {
  return values[n % values.length] ?? '';
}

/**
 * Every field the site renders replaced with hostile values (texts, links, file paths), cycling through the
 * lists item by item; ids, dates, categories, classes and sessions stay valid so the items still render.
 */
function hostile(value: unknown, n = 0): unknown {
  if (Array.isArray(value)) return value.map((item, index) => hostile(item, n + index));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (HOSTILE_TEXT_KEYS.has(key) && typeof field === 'string') out[key] = pick(HOSTILE_TEXTS, n);
    else if (HOSTILE_URL_KEYS.has(key)) out[key] = pick(HOSTILE_URLS, n);
    else if (HOSTILE_PATH_KEYS.has(key) && Array.isArray(field)) {
      // The first item keeps its real files, so pages still show pictures beside the hostile ones.
      out[key] = n === 0 ? [...field, pick(HOSTILE_PATHS, n)] : [pick(HOSTILE_PATHS, n), pick(HOSTILE_PATHS, n + 1)];
    } else out[key] = field;
  }
  return out;
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
    case 'hostile':
      return { ...reply, json: hostile(reply.json) };
    default:
      return reply;
  }
}

/** The body cut in half: for JSON always invalid, since the closing bracket is gone. */
export function truncate(body: Buffer): Buffer {
  return body.subarray(0, Math.max(1, Math.floor(body.length / 2)));
}
