import { recordVisit } from '@/lib/content/visitor';

// Every call registers a visit with the vendor, so nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

/** Registers one visit and answers the new count; the browser never talks to the vendor itself. */
export async function POST(): Promise<Response> {
  const count = await recordVisit();
  return Response.json({ count }, { headers: { 'Cache-Control': 'no-store' } });
}
