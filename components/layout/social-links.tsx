import type { ComponentType, SVGProps } from 'react';
import { FRAME } from '@/content/i18n/frame';
import { site, type SocialLink } from '@/content/site';
import type { Locale } from '@/lib/routes';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '@/components/ui/icons';

const ICONS: Record<SocialLink['network'], ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  linkedin: LinkedinIcon,
};

interface SocialLinksProps {
  /** Classes for each round icon link (size and colours differ between the top bar and the footer). */
  linkClassName: string;
  iconClassName: string;
  locale: Locale;
}

/** The school's social networks as icon links, each named '{network} (opens in a new tab)'. */
export function SocialLinks({ linkClassName, iconClassName, locale }: SocialLinksProps) {
  const words = FRAME[locale];
  return (
    <ul className="flex items-center gap-2">
      {site.social.map((link) => {
        const Icon = ICONS[link.network];
        return (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
              <Icon className={iconClassName} />
              <span className="sr-only">
                {words.footer.socialLink(link.label)}
                {words.newTab}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
