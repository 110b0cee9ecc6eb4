import { NextResponse, type NextRequest } from 'next/server';
import { canonicalSpelling } from '@/content/routes';

/**
 * Page routes are case-sensitive, but the old site linked to /hod, /admission and friends: any other
 * letter case of a page's path answers 308 with the canonical spelling, query string kept.
 */
export function proxy(request: NextRequest) {
  const canonical = canonicalSpelling(request.nextUrl.pathname);
  if (!canonical) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = canonical;
  return NextResponse.redirect(target, 308);
}

export const config = {
  // Pages only: not Next's own files, the route handlers, or anything with a file extension.
  matcher: ['/((?!_next/|api/|.*\\.[^/]*$).*)'],
};
