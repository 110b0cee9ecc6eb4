import type { ComponentType, SVGProps } from 'react';
import { site, type SocialLink } from '@/content/site';
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
}

/** The school's social networks as icon links, each named '{network} (opens in a new tab)'. */
export function SocialLinks({ linkClassName, iconClassName }: SocialLinksProps) {
  return (
    <ul className="flex items-center gap-2">
      {site.social.map((link) => {
        const Icon = ICONS[link.network];
        return (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
              <Icon className={iconClassName} />
              <span className="sr-only">
                {site.shortName} on {link.label} (opens in a new tab)
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
