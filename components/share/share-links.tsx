import { ExternalLink } from '@/components/ui/external-link';
import { FRAME } from '@/content/i18n/frame';
import { LISTING_WORDS } from '@/content/i18n/listings';
import { presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { ChatBubbleIcon } from '@/components/ui/icons';
import { absoluteUrl } from '@/lib/seo/metadata';
import { whatsAppShareUrl } from '@/lib/seo/share';
import { ShareButtons } from './share-buttons';
import { shareControlClass } from './share-style';

interface ShareLinksProps {
  /** What is shared, also naming the controls for screen readers ('Annual Day 2026'). */
  title: string;
  /** The item's own path on this site ('/News?item=abc'). */
  path: string;
  className?: string;
  locale?: Locale;
}

/**
 * Sharing for a news item, notice, event or album: a "Share on WhatsApp" link, which works without
 * JavaScript, then a copy-link button and the device's share sheet where the browser has one. The address
 * is built on SITE_URL, so a request with a forged Host header can never put another site into it.
 */
export function ShareLinks({ title, path, className = '', locale = 'en' }: ShareLinksProps) {
  const url = absoluteUrl(path);
  const words = LISTING_WORDS[locale];
  return (
    <div className={`flex flex-wrap items-center gap-x-1 gap-y-1 ${className}`}>
      <ExternalLink
        href={whatsAppShareUrl(title, url)}
        showIcon={false}
        className={shareControlClass}
        aria-label={`${words.cards.whatsAppOf(title)}${FRAME[locale].newTab}`}
      >
        <ChatBubbleIcon className="size-4 text-gold-700" />
        WhatsApp
      </ExternalLink>
      <ShareButtons title={title} url={url} {...presentProps({ words: words.share })} />
    </div>
  );
}
