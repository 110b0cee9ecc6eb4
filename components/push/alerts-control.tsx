import { BellIcon } from '@/components/ui/icons';
import { ALERT_WORDS } from '@/content/i18n/alerts';
import { getConfig } from '@/lib/config';
import type { PushTopic } from '@/lib/push/contract';
import type { Locale } from '@/lib/routes';
import { AlertsButton } from './alerts-button';

/**
 * "Get alerts" on a listing page (issue 49): turns on push alerts for the page's topic, in the page's
 * language. The server renders the button's name and icon, the line beside it and what a browser without
 * JavaScript shows instead (the feed above stays); the client part (alerts-button.tsx) adds at most 1 KB to
 * the page's first JavaScript, and fetches the island that does the work when the control is used or in view.
 * Nothing when alerts are off (no VAPID keys configured).
 */
export function AlertsControl({ topic, locale }: { topic: PushTopic; locale: Locale }) {
  const push = getConfig().push;
  if (!push) return null;
  const words = ALERT_WORDS[locale];
  return (
    <div id="alerts" className="mb-6 text-sm text-ink">
      <AlertsButton topic={topic} locale={locale} publicKey={push.publicKey} hint={<span>{words.hint[topic]}</span>} failed={words.failed}>
        <BellIcon className="size-4 text-gold-600" />
        {words.button}
      </AlertsButton>
      <noscript>
        <p>{words.noScript[topic]}</p>
      </noscript>
    </div>
  );
}
