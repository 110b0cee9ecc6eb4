import Link from 'next/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { presentProps } from '@/lib/i18n';

interface SectionHeadingProps {
  /** The id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** 'View all' style link to the section's full page. */
  link?: { href: string; label: string; hrefLang?: string };
  tone?: 'light' | 'dark';
  level?: 2 | 3;
}

/** The heading of a home section: eyebrow, serif title with the gold rule, and an optional link to the full list. */
export function SectionHeading({ id, title, eyebrow, link, tone = 'light', level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const dark = tone === 'dark';
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        {eyebrow ? (
          <p className={`text-sm font-semibold tracking-[0.14em] uppercase ${dark ? 'text-gold-300' : 'text-gold-700'}`}>{eyebrow}</p>
        ) : null}
        <Heading
          id={id}
          className={`font-serif font-bold ${level === 2 ? 'text-2xl sm:text-display-sm' : 'text-xl'} ${dark ? 'text-white' : 'text-navy-900'}`}
        >
          {title}
        </Heading>
        <div aria-hidden="true" className="mt-3 h-1 w-12 rounded-full bg-gold-400" />
      </div>
      {link ? (
        <Link
          href={link.href}
          {...presentProps({ hrefLang: link.hrefLang })}
          className={`group inline-flex items-center gap-1 rounded-full px-4 py-2 text-[0.95rem] font-semibold ring-1 transition-colors ${dark ? 'text-white ring-white/40 hover:bg-white/10' : 'text-navy-800 ring-navy-800/20 hover:bg-navy-50'}`}
        >
          {link.label}
          <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </Link>
      ) : null}
    </div>
  );
}
