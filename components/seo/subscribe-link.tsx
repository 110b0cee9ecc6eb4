import { CalendarIcon, FeedIcon } from '@/components/ui/icons';
import { FEEDS, type FeedName } from '@/lib/seo/metadata';

const LABELS: Record<FeedName, { text: string; hint: string }> = {
  news: { text: 'Subscribe to news', hint: 'RSS feed for your feed reader' },
  notices: { text: 'Subscribe to notices', hint: 'RSS feed for your feed reader' },
  events: { text: 'Add events to your calendar', hint: 'iCalendar feed: copy the link into your calendar app' },
};

/** A visible link to one of the site's feeds, with a line saying what to do with it. */
export function SubscribeLink({ feed }: { feed: FeedName }) {
  const { text, hint } = LABELS[feed];
  const Icon = feed === 'events' ? CalendarIcon : FeedIcon;
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
      <a
        href={FEEDS[feed].path}
        type={FEEDS[feed].type}
        className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 font-semibold text-navy-800 shadow-card ring-1 ring-sand-200 hover:ring-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Icon className="size-4 text-gold-600" />
        {text}
      </a>
      <span>{hint}</span>
    </p>
  );
}
