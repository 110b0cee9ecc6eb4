import { recordVisit } from '@/lib/content/visitor';

// Every call registers a visit with the vendor, so nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

// Indian digit grouping (12,34,567), made here once: the first `toLocaleString('en-IN')` in a browser loads
// ICU's locale data, which a trace showed as a 30-116 ms task in the footer's hydration on every page.
const indian = new Intl.NumberFormat('en-IN');

/** Registers one visit and answers the new count, and its label; the browser never talks to the vendor itself. */
export async function POST(): Promise<Response> {
  const count = await recordVisit();
  return Response.json({ count, label: indian.format(count) }, { headers: { 'Cache-Control': 'no-store' } });
}
