import { DataTable } from '@/components/static/data-table';
import { TIME_ZONE } from '@/lib/dates';
import { PUSH_TOPICS, type PushTopic } from '@/lib/push/contract';
import type { AlertsOverview } from '@/lib/push/office';

const TOPIC_NAMES: Readonly<Record<PushTopic, string>> = { notices: 'Notices', news: 'News', events: 'Events' };

const sentAt = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** The staff page's alerts section: who hears of what, and how the last alerts went. Nothing when alerts are off. */
export function AlertsReportView({ overview }: { overview: AlertsOverview }) {
  if (overview === null) return null;
  return (
    <section aria-labelledby="alerts" className="mt-16 border-t-2 border-sand-200 pt-10">
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">For the school office</p>
      <h2 id="alerts" className="mt-2 font-serif text-display-sm font-bold">
        Push alerts
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-sand-700">
        Parents who turned on alerts on the Notices, News or Events page get a notification on their phone within a minute of a new item being
        published, in the language of the page where they turned them on.{' '}
        {overview.quietHours
          ? `Items published between ${overview.quietHours.from} and ${overview.quietHours.to} (India time) are sent at ${overview.quietHours.to}, gathered into one alert per list. `
          : ''}
        No name, number or account is kept: only the phone’s push address.
      </p>
      {overview.unavailable ? (
        <p role="status" className="mt-6 max-w-3xl rounded-card bg-gold-50 p-4 ring-1 ring-gold-200">
          The store of subscriptions did not answer just now. Alerts are still sent when it does; reload this page in a minute.
        </p>
      ) : (
        <div className="mt-6 grid gap-8">
          <DataTable
            table={{
              caption: 'Subscriptions',
              columns: ['List', 'English', 'Hindi'],
              rows: PUSH_TOPICS.map((topic) => [TOPIC_NAMES[topic], overview.counts[topic].en, overview.counts[topic].hi]),
            }}
          />
          {overview.sends.length === 0 ? (
            <p className="text-sand-700">No alert has been sent yet.</p>
          ) : (
            <DataTable
              table={{
                caption: 'Last sends',
                columns: ['Item', 'List', 'Time', 'Delivered', 'Failed', 'Removed'],
                rows: overview.sends.map((send) => [send.item, TOPIC_NAMES[send.topic], sentAt.format(new Date(send.at)), send.delivered, send.failed, send.removed]),
              }}
            />
          )}
          <p className="max-w-3xl text-sm text-sand-700">
            Delivered: the phone’s push service accepted the alert. Failed: it refused it, or did not accept it within a day. Removed: the phone no
            longer has the subscription (the parent turned notifications off, or it had no alert for a year), so it was deleted.
          </p>
        </div>
      )}
    </section>
  );
}
