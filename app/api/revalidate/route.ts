import { getConfig } from '@/lib/config';
import { REVALIDATE_HEADER, isRevalidateSecret, revalidateAllContent } from '@/lib/content/revalidate';
import { lookSoon } from '@/lib/push/watch';
import { contentReportSoon } from '@/lib/staff/schedule';

/** The school's ERP calls this after publishing so content refreshes at once instead of within the ISR window. */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_HEADER))) {
    return Response.json({ message: 'Unauthorized' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  revalidateAllContent();
  if (getConfig().staffPassword !== null) contentReportSoon();
  // New items reach parents who turned alerts on: looked for in the background, never awaited here.
  lookSoon();
  return Response.json({ revalidated: true, at: new Date().toISOString() }, { headers: { 'cache-control': 'no-store' } });
}
