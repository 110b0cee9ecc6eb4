import { NextResponse, type NextRequest } from 'next/server';
import { canonicalSpelling } from '@/content/routes';

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
 * Page routes are case-sensitive, but the old site linked to /hod, /admission and friends: any other
 * letter case of a page's path answers 308 with the canonical spelling, query string kept.
 */
export function proxy(request: NextRequest) {
  if (request.headers.has('next-action')) return refuseServerAction();
  const canonical = canonicalSpelling(request.nextUrl.pathname);
  if (!canonical) return NextResponse.next();
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
  ],
};
