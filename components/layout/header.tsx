import { FRAME } from '@/content/i18n/frame';
import { HI_EXTERNAL_NAMES } from '@/content/hi/navigation';
import { admissionPortalLink } from '@/content/navigation';
import { site } from '@/content/site';
import { localizedMenu, type LocalizedGroup, type LocalizedLink, presentProps } from '@/lib/i18n';
import { localePath, type Locale } from '@/lib/routes';
import { ExternalLink } from '@/components/ui/external-link';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { Crest } from './crest';
import { ChromeLink } from './chrome-link';
import { MenuDropdown } from './menu-dropdown';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';
import { SocialLinks } from './social-links';
import { Ticker } from './ticker';

// menu-link is defined in globals.css: these links are on every page, fifty-odd times.
const itemClass = 'nav-item menu-link';

function MenuItemLink({ item, newTab }: { item: LocalizedLink; newTab: string }) {
  return item.external ? (
    <ExternalLink href={item.href} className={itemClass} newTabText={newTab}>
      {item.label}
    </ExternalLink>
  ) : (
    <ChromeLink href={item.href} {...presentProps({ hrefLang: item.hrefLang })} className={itemClass}>
      {item.label}
    </ChromeLink>
  );
}

// Groups with many items get two columns on wide screens; the last ones open leftwards.
const WIDE_FROM = 9;
const ALIGN_END = new Set(['media', 'help']);

function GroupDropdown({ group, newTab }: { group: LocalizedGroup; newTab: string }) {
  const wide = group.items.length >= WIDE_FROM;
  return (
    <MenuDropdown label={group.label} panelId={`menu-${group.id}`} align={ALIGN_END.has(group.id) ? 'end' : 'start'} wide={wide}>
      <ul className={wide ? 'lg:columns-2 lg:gap-x-1' : undefined}>
        {group.items.map((item) => (
          <li key={item.href} className="break-inside-avoid">
            <MenuItemLink item={item} newTab={newTab} />
          </li>
        ))}
      </ul>
    </MenuDropdown>
  );
}

const topLinkClass =
  'nav-item flex items-center px-4 py-3 font-semibold text-white hover:bg-navy-800 lg:px-3 lg:py-3.5 lg:text-[0.95rem] xl:px-4';

/**
 * The site header: contact strip (wide screens), the crest linked home, the main menu and the ticker.
 * Everything here renders on the server; only the menu's open/closed state and the ticker's pause
 * button are client islands, so the markup of every link is in the HTML. Without JavaScript the menu
 * still works through the CSS focus/hover fallback in globals.css. In Hindi every word is Hindi, and a menu
 * item whose page is English only links to the English page (hreflang="en").
 */
export function Header({ locale }: { locale: Locale }) {
  const words = FRAME[locale];
  const { seniorWing, primaryWing } = site.phones;
  const phones = [
    { ...seniorWing, label: words.phones.seniorWing },
    { ...primaryWing, label: words.phones.primaryWing },
  ];
  const admissionLabel = locale === 'en' ? admissionPortalLink.label : (HI_EXTERNAL_NAMES[admissionPortalLink.label] ?? admissionPortalLink.label);
  return (
    <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_rgb(15_31_69/0.08),0_6px_20px_rgb(15_31_69/0.06)] lg:static">
      <div className="hidden bg-navy-950 text-sm text-navy-100 lg:block">
        <div className="mx-auto flex max-w-page items-center justify-between gap-6 px-6 py-1.5">
          <ul className="flex items-center gap-5">
            {phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className="inline-flex items-center gap-1.5 hover:text-white">
                  <PhoneIcon className="size-3.5 text-gold-300" />
                  <span>
                    {phone.label}: {phone.display}
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 hover:text-white">
                <MailIcon className="size-3.5 text-gold-300" />
                {site.email}
              </a>
            </li>
          </ul>
          <SocialLinks
            locale={locale}
            linkClassName="inline-flex size-7 items-center justify-center rounded-full text-navy-100 hover:bg-navy-800 hover:text-white"
            iconClassName="size-4"
          />
        </div>
      </div>

      <div className="relative">
        <div className="mx-auto flex max-w-page items-center gap-4 py-2 pr-32 pl-3 sm:px-6 lg:py-4">
          <ChromeLink href={localePath('/', locale)} className="group flex min-w-0 items-center gap-3 rounded-md no-underline">
            <Crest initials={site.initials} className="h-12 w-auto shrink-0 lg:h-20" />
            <span className="min-w-0">
              <span className="block font-serif text-[1.05rem] leading-tight font-bold text-navy-900 sm:text-xl lg:hidden">
                {words.shortName}
              </span>
              <span className="hidden font-serif text-[1.7rem] leading-tight font-bold text-navy-900 lg:block xl:text-3xl">
                {words.schoolName}
              </span>
              <span className="sr-only">{words.homePageSuffix}</span>
            </span>
          </ChromeLink>
          <p className="sr-only lg:not-sr-only lg:-mt-1 lg:ml-auto lg:max-w-64 lg:border-l-2 lg:border-gold-400 lg:pl-4 lg:text-sm lg:leading-snug lg:text-sand-600">
            {words.affiliation}
          </p>
          <SearchForm id="site-search" words={words.search} className="hidden w-64 shrink-0 lg:flex" />
        </div>

        <nav aria-label={words.mainNav} className="lg:bg-navy-900">
          <div className="mx-auto max-w-page lg:px-3">
            <MobileMenu panelId="main-menu" buttonText={words.menuButton}>
              <SearchForm id="site-search-menu" words={words.search} className="px-4 pt-4 pb-2 lg:hidden" />
              <ul className="divide-y divide-navy-800 lg:flex lg:items-stretch lg:divide-y-0">
                {localizedMenu(locale).map((entry) =>
                  entry.kind === 'group' ? (
                    <GroupDropdown key={entry.id} group={entry} newTab={words.newTab} />
                  ) : (
                    <li key={entry.href}>
                      <ExternalLink href={entry.href} className={topLinkClass} newTabText={words.newTab}>
                        {entry.label}
                      </ExternalLink>
                    </li>
                  ),
                )}
                <li className="px-4 py-3 lg:ml-auto lg:flex lg:items-center lg:px-2 lg:py-0">
                  <ExternalLink
                    href={admissionPortalLink.href}
                    newTabText={words.newTab}
                    className="inline-flex animate-attention-blink items-center rounded-full bg-gold-400 px-4 py-1.5 font-bold text-navy-950 shadow-sm hover:bg-gold-300 motion-reduce:animate-none"
                  >
                    {admissionLabel}
                  </ExternalLink>
                </li>
              </ul>
            </MobileMenu>
          </div>
        </nav>
      </div>

      <Ticker locale={locale} />
    </header>
  );
}
