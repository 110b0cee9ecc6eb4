import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AlertsReportView } from '@/components/staff/alerts-report';
import { ContentReportView } from '@/components/staff/content-report';
import { getConfig } from '@/lib/config';
import { alertsOverview } from '@/lib/push/office';
import { hasStaffPassword } from '@/lib/staff/gate';
import { loadReport } from '@/lib/staff/store';
import { SpeedReportView } from '@/components/staff/speed-report';
import { lastDays, mergeDays } from '@/lib/vitals/counts';
import { readVitals } from '@/lib/vitals/store';
import { summarizeVitals } from '@/lib/vitals/summary';

// The school office's private page (issue 39): behind the office password (proxy.ts and lib/staff/gate.ts),
// never cached, never indexed, in no menu, sitemap or search. Server-rendered from the stored report: it
// works without JavaScript and sends none of its own.
export const metadata: Metadata = {
  title: 'For the school office',
  robots: { index: false, follow: false },
};

export default async function StaffPage() {
  // The proxy answered every request without the password already; the page checks again on its own.
  if (!hasStaffPassword(await headers(), getConfig().staffPassword)) notFound();
  const [report, vitals, alerts] = await Promise.all([loadReport(), readVitals(lastDays(new Date(), 28)), alertsOverview()]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">For the school office</p>
      <h1 className="mt-2 font-serif text-display-sm font-bold">What parents miss in the published content</h1>
      <p className="mt-3 max-w-3xl text-lg text-sand-700">
        Everything the office publishes through the ERP reaches parents through this site. This report lists what does not reach them well: items
        the site cannot show, dates it cannot place, files that do not open or take long to load, and titles that do not say what an item is.
        Correct an item in the ERP and it leaves this list in the next report.
      </p>
      <ContentReportView report={report} />
      <SpeedReportView
        summary={summarizeVitals(mergeDays(vitals.days, vitals.demo))}
        demoVisits={summarizeVitals(vitals.demo).all.last28.LCP.visits}
        redisUnavailable={vitals.redisUnavailable}
      />
      <AlertsReportView overview={alerts} />
    </div>
  );
}
