import { today } from '@/lib/dates';
import { FRAME, type FrameWords } from '@/content/i18n/frame';
import type { CanonicalRoute } from '@/content/routes';
import { postalAddress, site } from '@/content/site';
import { localizedLink, presentProps, vendorLang } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { ExternalLink } from '@/components/ui/external-link';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { Crest } from './crest';
import { ChromeLink } from './chrome-link';
import { SocialLinks } from './social-links';
import { VisitorCounter } from './visitor-counter';

type FooterLinkName = keyof FrameWords['footer']['links'];

const QUICK_LINKS = [
  { name: 'admission', href: '/Admission' },
  { name: 'notice', href: '/notice' },
  { name: 'tc', href: '/Tc' },
  { name: 'fees', href: '/FeeDetails' },
  { name: 'portalHelp', href: '/Pphelp' },
  { name: 'sitemap', href: '/sitemap' },
] as const satisfies readonly { name: FooterLinkName; href: CanonicalRoute }[];

/** The statements every Indian public-information site links from each page (issue 21). */
const STATEMENT_LINKS = [
  { name: 'accessibility', href: '/accessibility' },
  { name: 'privacy', href: '/privacy' },
] as const satisfies readonly { name: FooterLinkName; href: CanonicalRoute }[];

const { portals } = site;
const PORTAL_LINKS = [
  { name: 'onlinePayment', href: portals.onlinePayment.href },
  { name: 'recruitment', href: portals.recruitment.href },
  { name: 'alumniRegistration', href: portals.alumniRegistration.href },
  { name: 'cbse', href: portals.cbse.href },
] as const satisfies readonly { name: FooterLinkName; href: string }[];

const headingClass = 'mb-4 font-serif text-lg font-bold text-white';
const linkClass = 'text-navy-100 underline-offset-4 hover:text-white hover:underline';

/** The site footer in the page's language: contacts, map, links, visitor counter, vendor credit and copyright. */
export function Footer({ locale }: { locale: Locale }) {
  const words = FRAME[locale];
  const { links } = words.footer;
  const { seniorWing, primaryWing } = site.phones;
  const phones = [
    { ...seniorWing, label: words.phones.seniorWing },
    { ...primaryWing, label: words.phones.primaryWing },
  ];
  const quickLinks = QUICK_LINKS.map((link) => localizedLink(link.href, links[link.name], locale));
  const statementLinks = STATEMENT_LINKS.map((link) => localizedLink(link.href, links[link.name], locale));
  // The copyright year follows the calendar in Kolkata, not the server's time zone.
  const year = today().year;

  return (
    <footer className="mt-auto border-t-4 border-gold-400 bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.15fr_1fr_0.8fr_1.25fr] lg:gap-8">
        <div>
          <div className="flex items-center gap-3">
            <Crest initials={site.initials} className="h-16 w-auto shrink-0" />
            <p className="font-serif text-lg leading-snug font-bold text-white">{words.schoolName}</p>
          </div>
          <p className="mt-4 text-sm leading-relaxed">{words.affiliation}.</p>
          <p {...presentProps({ lang: vendorLang(locale) })} className="mt-1 text-sm text-gold-300 italic">
            {site.tagline}
          </p>
          <div className="mt-5">
            <SocialLinks
              locale={locale}
              linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 text-white ring-1 ring-navy-700 transition-colors hover:bg-gold-400 hover:text-navy-950"
              iconClassName="size-5"
            />
          </div>
        </div>

        <div>
          <h2 className={headingClass}>{words.footer.contactUs}</h2>
          <address className="space-y-3 text-[0.95rem] not-italic">
            <p className="flex gap-2.5">
              <MapPinIcon className="mt-1 size-4 shrink-0 text-gold-300" />
              <span {...presentProps({ lang: vendorLang(locale) })}>
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">
                  {site.address.locality}, {site.address.region} {site.address.postalCode}
                </span>
              </span>
            </p>
            {phones.map((phone) => (
              <p key={phone.tel} className="flex gap-2.5">
                <PhoneIcon className="mt-1 size-4 shrink-0 text-gold-300" />
                <span>
                  <span className="block text-sm text-navy-200">{phone.label}</span>
                  <a href={`tel:${phone.tel}`} className={linkClass}>
                    {phone.display}
                  </a>
                </span>
              </p>
            ))}
            <p className="flex gap-2.5">
              <MailIcon className="mt-1 size-4 shrink-0 text-gold-300" />
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className={headingClass}>{words.footer.quickLinks}</h2>
          <ul className="space-y-2 text-[0.95rem]">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <ChromeLink href={link.href} {...presentProps({ hrefLang: link.hrefLang })} className={linkClass}>
                  {link.label}
                </ChromeLink>
              </li>
            ))}
            {PORTAL_LINKS.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} className={linkClass} newTabText={words.newTab}>
                  {links[link.name]}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{words.footer.findUs}</h2>
          <iframe
            title={`${words.footer.mapTitle}: ${postalAddress()}`}
            src={site.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="aspect-[4/3] w-full rounded-card border-0 bg-navy-900 ring-1 ring-navy-700"
          />
          <p className="mt-3 text-sm">
            <ExternalLink href={site.mapLinkUrl} className={linkClass} newTabText={words.newTab}>
              {words.footer.openMap}
            </ExternalLink>
          </p>
        </div>
      </div>

      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-5 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-1">
            <p>
              © {site.foundedYear}–{year} {words.schoolName}. {words.footer.rightsReserved}
            </p>
            <ul aria-label={words.footer.aboutSite} className="flex flex-wrap gap-x-5 gap-y-1">
              {statementLinks.map((link) => (
                <li key={link.href}>
                  <ChromeLink href={link.href} {...presentProps({ hrefLang: link.hrefLang })} className={linkClass}>
                    {link.label}
                  </ChromeLink>
                </li>
              ))}
            </ul>
          </div>
          <VisitorCounter label={words.footer.visitorsSince(site.visitorCounterSince)} />
          <p>
            {words.footer.websiteBy}{' '}
            <ExternalLink href={site.vendor.href} className={`${linkClass} font-semibold text-white`} newTabText={words.newTab}>
              {site.vendor.label}
            </ExternalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
