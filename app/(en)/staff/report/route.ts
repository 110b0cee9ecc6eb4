import { getConfig } from '@/lib/config';
import { hasStaffPassword } from '@/lib/staff/gate';
import { reportCsv } from '@/lib/staff/report';
import { loadReport } from '@/lib/staff/store';

const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

/** The staff page's rows as a spreadsheet (CSV), behind the same password (proxy.ts checks it first). */
export async function GET(request: Request): Promise<Response> {
  const { staffPassword, siteUrl } = getConfig();
  if (!hasStaffPassword(request.headers, staffPassword)) return new Response('Not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE } });
  const report = await loadReport();
  if (report === null) {
    return new Response('No report has been made yet: try again in a minute.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', ...PRIVATE } });
  }
  return new Response(reportCsv(report, siteUrl), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="content-report-${report.computedAt.slice(0, 10)}.csv"`,
      ...PRIVATE,
    },
  });
}
