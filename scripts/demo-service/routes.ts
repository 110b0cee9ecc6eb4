// The vendor's /api/ endpoints as the demo answers them (spec section 7). Paths match segment by
// segment; fixed segments ignore case, as the vendor's Express router does, the school code does not.
import { DEMO_TC_STUDENTS } from './data/constants';
import { buildBirthdays } from './data/demo-content';
import { demoObjectId } from './data/ids';
import type { DemoContent } from './data/types';
import { parseStoredPath, readStoredFile } from './assets';
import type { DemoReply } from './faults';

export interface RouteContext {
  method: string;
  /** The raw path, still percent-encoded, without the query. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  readBody: () => Promise<unknown>;
}

export interface DemoData {
  schoolCode: string;
  token: string;
  content: DemoContent;
  now: () => Date;
  assetsDir: string;
  /** Settles when asset generation has finished; a file not yet on disk is looked for again then. */
  assetsReady: Promise<void>;
  visitors: { count: number };
}

/** Thrown by body readers; the message goes back to the client. */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

interface Route {
  method: 'GET' | 'POST';
  pattern: string[];
  auth: boolean;
  handle: (ctx: RouteContext, data: DemoData, rest: string) => DemoReply | Promise<DemoReply>;
}

const notFound = (message = 'Not found'): DemoReply => ({ status: 404, json: { message } });
const list = (json: unknown[]): DemoReply => ({ status: 200, json, list: true });

function newestFirst<T>(items: readonly T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => date(b).localeCompare(date(a)));
}

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: ['api', 'gallery', 'All', ':code'], auth: false, handle: (_c, d) => list(d.content.galleries) },
  {
    method: 'GET',
    pattern: ['api', 'gallery', ':code'],
    auth: false,
    handle: (_c, d) => list(newestFirst(d.content.galleries.filter((item) => item.category === 'PhotoGallery'), (item) => item.date).slice(0, 10)),
  },
  {
    method: 'GET',
    pattern: ['api', 'subGallery'],
    auth: false,
    handle: (ctx, d) => {
      const id = ctx.query.get('id')?.trim();
      if (!id) return { status: 400, json: { message: 'id is required' } };
      const item = d.content.galleries.find((gallery) => gallery._id === id);
      return item ? { status: 200, json: item } : notFound('Gallery not found');
    },
  },
  { method: 'GET', pattern: ['api', 'topper', ':code'], auth: true, handle: (_c, d) => list(d.content.toppers) },
  { method: 'GET', pattern: ['api', 'PrincipalMessage', ':code'], auth: true, handle: (_c, d) => list(d.content.principal) },
  { method: 'GET', pattern: ['api', 'notification', ':code'], auth: true, handle: (_c, d) => list(d.content.notifications) },
  { method: 'GET', pattern: ['api', 'birthdays', ':code'], auth: false, handle: (_c, d) => list(buildBirthdays(d.now())) },
  { method: 'GET', pattern: ['api', 'events', 'All', ':code'], auth: false, handle: (_c, d) => list(d.content.events) },
  { method: 'GET', pattern: ['api', 'events', ':code'], auth: false, handle: (_c, d) => list(newestFirst(d.content.events, (item) => item.date).slice(0, 8)) },
  { method: 'GET', pattern: ['api', 'news', 'All', ':code'], auth: false, handle: (_c, d) => list(d.content.news) },
  { method: 'GET', pattern: ['api', 'news', ':code'], auth: false, handle: (_c, d) => list(newestFirst(d.content.news, (item) => item.fromDate).slice(0, 10)) },
  { method: 'GET', pattern: ['api', 'onlineRegistration', ':code'], auth: true, handle: (_c, d) => list(d.content.onlineRegistration) },
  { method: 'GET', pattern: ['api', 'video', 'All', ':code'], auth: false, handle: (_c, d) => list(d.content.videos) },
  { method: 'GET', pattern: ['api', 'circular', 'all', ':code'], auth: true, handle: (_c, d) => list(d.content.circulars) },
  { method: 'GET', pattern: ['api', 'highlight', 'all', ':code'], auth: false, handle: (_c, d) => list(d.content.highlights) },
  { method: 'GET', pattern: ['api', 'highlight', ':code'], auth: false, handle: (_c, d) => list(newestFirst(d.content.highlights, (item) => item.fromDate).slice(0, 5)) },
  { method: 'GET', pattern: ['api', 'media', ':code'], auth: false, handle: (_c, d) => list(d.content.media) },
  {
    method: 'GET',
    pattern: ['api', 'visitor', ':code'],
    auth: false,
    handle: (_c, d) => list([{ _id: demoObjectId(`visitor:${d.schoolCode}`), schoolcode: d.schoolCode, visitor: d.visitors.count }]),
  },
  {
    method: 'POST',
    pattern: ['api', 'visitor'],
    auth: false,
    handle: async (ctx, d) => {
      const schoolcode = field(await ctx.readBody(), 'schoolcode');
      if (typeof schoolcode !== 'string' || schoolcode.trim() !== d.schoolCode) return { status: 400, json: { message: 'Invalid school code' } };
      d.visitors.count += 1;
      return { status: 200, json: { message: 'ok' } };
    },
  },
  {
    method: 'POST',
    pattern: ['api', 'tc', ':code'],
    auth: true,
    handle: async (ctx) => {
      const body = await ctx.readBody();
      const name = field(body, 'name');
      const admission = field(body, 'admission');
      if (typeof name !== 'string' || typeof admission !== 'string' || !name.trim() || !admission.trim()) {
        return { status: 400, json: { message: 'name and admission are required' } };
      }
      const student = DEMO_TC_STUDENTS.find((candidate) => candidate.admission === admission.trim());
      if (!student) return notFound('Student not found');
      if (normaliseName(student.name) !== normaliseName(name)) return notFound('Name does not match');
      return { status: 200, json: { data: student.certificate } };
    },
  },
  {
    method: 'GET',
    pattern: ['api', 'image', '*'],
    auth: false,
    handle: async (_c, d, rest) => {
      const stored = parseStoredPath(rest);
      if (!stored.ok) return { status: stored.status, json: { message: stored.message } };
      // Files already on disk are served at once (writes are atomic); a missing one may still be
      // in the first-start generation, so wait for that before saying 404.
      let file = await readStoredFile(d.assetsDir, stored.path);
      if (!file) {
        await d.assetsReady;
        file = await readStoredFile(d.assetsDir, stored.path);
      }
      return file ? { status: 200, file: file.data, contentType: file.contentType } : notFound('File not found');
    },
  },
];

function matches(route: Route, segments: readonly string[], data: DemoData): { rest: string; code: string | null } | null {
  const wildcard = route.pattern[route.pattern.length - 1] === '*';
  if (wildcard ? segments.length < route.pattern.length : segments.length !== route.pattern.length) return null;
  let code: string | null = null;
  for (let i = 0; i < route.pattern.length; i += 1) {
    const expected = route.pattern[i] ?? '';
    const actual = segments[i] ?? '';
    if (expected === '*') return { rest: segments.slice(i).join('/'), code };
    if (expected === ':code') {
      try {
        code = decodeURIComponent(actual);
      } catch {
        code = actual;
      }
      continue;
    }
    if (expected.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return { rest: '', code: code === null || code === data.schoolCode ? null : code };
}

function authorised(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] === token;
}

/** The answer of the vendor API to one /api/ request. */
export async function answer(ctx: RouteContext, data: DemoData): Promise<DemoReply> {
  const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
  // The file route keeps its own slashes; for the others one trailing slash is tolerated.
  const trimmed = /^\/api\/image\//i.test(ctx.path) ? ctx.path : ctx.path.replace(/(.)\/$/, '$1');
  const segments = trimmed.split('/').slice(1);
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const found = matches(route, segments, data);
    if (!found) continue;
    if (route.auth && !authorised(ctx.authorization, data.token)) return { status: 401, json: { message: 'Unauthorized' } };
    if (found.code !== null) return notFound('School not found');
    return route.handle(ctx, data, found.rest);
  }
  return notFound(`Cannot ${ctx.method} ${ctx.path}`);
}
