import { NextResponse, type NextRequest } from 'next/server';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { canonicalSpelling } from '@/content/routes';
import { isCurrent } from '@/lib/content/current-items';
import { saveDataImageUrl, wantsSaveData } from '@/lib/media/save-data';
import { getConfig } from '@/lib/config';
import { askAbout, type AddressQuestion, type NotFoundMark } from '@/lib/server/missing-address';
import { NOT_FOUND_HEADER, SITE_NOT_FOUND } from '@/lib/server/not-found-rewrite.mjs';
import { createLimiter } from '@/lib/server/rate-limit';
import { isStaffPath, STAFF_FAILURES, staffDoor } from '@/lib/staff/gate';

/**
 * The site has no Server Actions, so a request naming one (header `Next-Action`) is answered at once
 * with 400 instead of reaching Next's action handling.
 */
function refuseServerAction(): NextResponse {
  return new NextResponse('This site accepts no Server Actions.\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * `Save-Data: on` asks for less data. Pages are static, so images are where it can be honoured: an
 * optimised image is redirected to the same image at about half the width. A redirect, not a rewrite, so
 * every cache keeps the two sizes apart by address (the optimiser sets its own `Vary: Accept`, which would
 * replace a `Vary: Save-Data`); the redirect itself may be kept by the visitor's browser only.
 */
function smallerImage(request: NextRequest): NextResponse {
  const target = wantsSaveData(request.headers.get('save-data')) ? saveDataImageUrl(request.nextUrl) : null;
  if (!target) return NextResponse.next();
  const response = NextResponse.redirect(target, 307);
  response.headers.set('cache-control', 'private, max-age=86400');
  response.headers.set('vary', 'Save-Data');
  return response;
}

/**
 * A whole 404 page, through the rewrites that next.config.mjs keys on this request header
 * (lib/server/not-found-rewrite.mjs): `mark` names the prerendered document, and the answer's status is 404.
 * Not a `NextResponse.rewrite`: that takes an absolute URL, which Next compares with its own idea of the
 * server's origin. Behind the front (`X-Forwarded-Proto: https`, `next start --hostname 127.0.0.1`) the two
 * differ, and Next then proxies the rewrite to itself over HTTPS, answering 500.
 */
function notFound(request: NextRequest, mark: NotFoundMark = SITE_NOT_FOUND): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(NOT_FOUND_HEADER, mark);
  return NextResponse.next({ request: { headers }, status: 404 });
}

/**
 * The 404 document for an address that names nothing (lib/server/missing-address.ts), or null for a page.
 * An item or album address is looked up among the items published now (lib/content/current-items.ts), so an
 * invented or withdrawn one costs no render; when that cannot be told (the service down), the page decides.
 */
async function missingDocument(question: AddressQuestion): Promise<NotFoundMark | null> {
  if (question.kind === 'nothing') return question.mark;
  return (await isCurrent(question.source, question.slugOrId)) === false ? question.mark : null;
}

/** A visitor's own copy of the header is dropped, so no one can turn a real page into the 404 page. */
function withoutForgedNotFound(request: NextRequest): NextResponse {
  if (!request.headers.has(NOT_FOUND_HEADER)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(NOT_FOUND_HEADER);
  return NextResponse.next({ request: { headers } });
}

let staffFailures: RateLimiterAbstract | undefined;

const NEVER_STORED = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

/**
 * The school office's page (lib/staff/gate.ts): 404 while STAFF_PASSWORD is unset, 401 without the right
 * password (the browser asks for it), 429 after 10 wrong ones from an address in 10 minutes. Whatever the
 * answer, no cache may keep it and no search engine index it.
 */
async function staffGate(request: NextRequest): Promise<NextResponse> {
  const { staffPassword, redisUrl } = getConfig();
  staffFailures ??= createLimiter('staff-failed', STAFF_FAILURES, redisUrl);
  const door = await staffDoor(request.headers, staffPassword, staffFailures);
  const text = { 'content-type': 'text/plain; charset=utf-8', ...NEVER_STORED };
  switch (door.kind) {
    case 'closed':
      return notFound(request);
    case 'wait':
      return new NextResponse(`Too many wrong passwords from your address. Try again in ${Math.ceil(door.seconds / 60)} minutes.\n`, {
        status: 429,
        headers: { ...text, 'retry-after': String(door.seconds) },
      });
    case 'ask':
      return new NextResponse('This page is for the school office. It needs the office password.\n', {
        status: 401,
        headers: { ...text, 'www-authenticate': 'Basic realm="School office", charset="UTF-8"' },
      });
    case 'open': {
      const response = withoutForgedNotFound(request);
      for (const [name, value] of Object.entries(NEVER_STORED)) response.headers.set(name, value);
      return response;
    }
  }
}

/**
 * Page routes are case-sensitive, but the old site linked to /hod, /admission and friends: any other
 * letter case of a page's path answers 308 with the canonical spelling, query string kept.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.headers.has('next-action')) return refuseServerAction();
  if (request.nextUrl.pathname === '/_next/image') return smallerImage(request);
  if (isStaffPath(request.nextUrl.pathname)) return staffGate(request);
  const canonical = canonicalSpelling(request.nextUrl.pathname);
  const question = askAbout(canonical ?? request.nextUrl.pathname, request.nextUrl.searchParams);
  if (question?.kind === 'nothing') return notFound(request, question.mark);
  if (!canonical) {
    const missing = question && (await missingDocument(question));
    return missing ? notFound(request, missing) : withoutForgedNotFound(request);
  }
  const target = request.nextUrl.clone();
  target.pathname = canonical;
  return NextResponse.redirect(target, 308);
}

export const config = {
  matcher: [
    // Pages only: not Next's own files, the route handlers, or anything with a file extension.
    '/((?!_next/|api/|.*\\.[^/]*$).*)',
    // Every path, when the request names a Server Action.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // Optimised images, when the visitor asks to save data.
    { source: '/_next/image', has: [{ type: 'header', key: 'save-data' }] },
  ],
};
