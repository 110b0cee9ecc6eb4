import { ExternalLink } from '@/components/ui/external-link';
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
}

/**
 * Sharing for a news item, notice, event or album: a "Share on WhatsApp" link, which works without
 * JavaScript, then a copy-link button and the device's share sheet where the browser has one. The address
 * is built on SITE_URL, so a request with a forged Host header can never put another site into it.
 */
export function ShareLinks({ title, path, className = '' }: ShareLinksProps) {
  const url = absoluteUrl(path);
  return (
    <div className={`flex flex-wrap items-center gap-x-1 gap-y-1 ${className}`}>
      <ExternalLink
        href={whatsAppShareUrl(title, url)}
        showIcon={false}
        className={shareControlClass}
        aria-label={`Share on WhatsApp: ${title} (opens in a new tab)`}
      >
        <ChatBubbleIcon className="size-4 text-gold-700" />
        WhatsApp
      </ExternalLink>
      <ShareButtons title={title} url={url} />
    </div>
  );
}
