import { getHighlights } from '@/lib/content/highlights';
import { site } from '@/content/site';
import { ExternalLink } from '@/components/ui/external-link';
import { MegaphoneIcon } from '@/components/ui/icons';
import { Marquee } from '@/components/ui/marquee';

interface TickerItem {
  key: string;
  title: string;
  href: string | null;
}

// Shown when the service answers with no highlights or fails (spec sections 2 and 8: 3 placeholders).
const PLACEHOLDERS: readonly TickerItem[] = [
  { key: 'welcome', title: `Welcome to ${site.fullName}`, href: null },
  { key: 'updates', title: 'Stay tuned for more updates from the school', href: null },
  { key: 'notices', title: 'Notices and circulars are published on the Notice page', href: null },
];

// About five seconds of reading per item keeps the speed calm whatever the length of the list.
const SECONDS_PER_ITEM = 6;
const MIN_SECONDS = 24;

/** The scrolling announcement strip of the header; each highlight links to its first attachment. */
export async function Ticker() {
  const { data } = await getHighlights();
  const items: readonly TickerItem[] =
    data.length > 0
      ? data.map((highlight) => ({
          key: highlight.id,
          title: highlight.title,
          href: highlight.attachmentUrls[0] ?? null,
        }))
      : PLACEHOLDERS;

  return (
    <section aria-label="Announcements" className="border-b border-gold-300 bg-gold-50">
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-1.5 sm:px-6">
        <p className="flex shrink-0 items-center gap-1.5 rounded-full bg-navy-900 px-2 py-1 text-xs sm:px-3 font-semibold tracking-wide text-white uppercase">
          <MegaphoneIcon className="size-4 text-gold-300" />
          <span className="sr-only sm:not-sr-only">Announcements</span>
        </p>
        <Marquee direction="left" durationSeconds={Math.max(MIN_SECONDS, items.length * SECONDS_PER_ITEM)} label="announcements" name="ticker">
          <ul className="flex shrink-0 items-center">
            {items.map((item) => (
              <li key={item.key} className="flex items-center text-[0.95rem] whitespace-nowrap text-navy-900">
                <span aria-hidden="true" className="px-4 text-gold-600">
                  ◆
                </span>
                {item.href ? (
                  <ExternalLink
                    href={item.href}
                    showIcon={false}
                    className="font-medium underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-700 hover:decoration-navy-700"
                  >
                    {item.title}
                  </ExternalLink>
                ) : (
                  <span>{item.title}</span>
                )}
              </li>
            ))}
          </ul>
        </Marquee>
      </div>
    </section>
  );
}
