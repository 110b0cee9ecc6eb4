import { REVALIDATE_HEADER, isRevalidateSecret, revalidateAllContent } from '@/lib/content/revalidate';

/** The school's ERP calls this after publishing so content refreshes at once instead of within the ISR window. */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_HEADER))) {
    return Response.json({ message: 'Unauthorized' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  revalidateAllContent();
  return Response.json({ revalidated: true, at: new Date().toISOString() }, { headers: { 'cache-control': 'no-store' } });
}
