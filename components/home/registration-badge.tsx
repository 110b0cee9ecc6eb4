import { ExternalLink } from '@/components/ui/external-link';
import { ONLINE_REGISTRATION_PORTAL } from '@/content/home';
import { FRAME } from '@/content/i18n/frame';
import { homeWordsFor } from './words';
import { vendorLang, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** The "registration open" badge, shown only while the service lists open registrations; opens the portal in a new tab. */
export function RegistrationBadge({ registrations, locale = 'en' }: { registrations: readonly { id: string; title: string }[]; locale?: Locale }) {
  const [first] = registrations;
  if (!first) return null;
  return (
    <ExternalLink
      href={ONLINE_REGISTRATION_PORTAL.href}
      newTabText={FRAME[locale].newTab}
      data-testid="registration-badge"
      className="group inline-flex items-center gap-2.5 rounded-full bg-white py-2 pr-4 pl-3 text-navy-950 shadow-lift ring-2 ring-gold-400 transition-colors hover:bg-gold-50"
    >
      <span aria-hidden="true" className="relative flex size-3">
        <span className="absolute inline-flex size-full animate-soft-blink rounded-full bg-emerald-500 opacity-60" />
        <span className="relative inline-flex size-3 rounded-full bg-emerald-600" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-bold">{homeWordsFor(locale).registration.open}</span>
        <span {...presentProps({ lang: vendorLang(locale) })} className="text-xs font-medium text-sand-700">
          {first.title}
        </span>
      </span>
    </ExternalLink>
  );
}
