import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ExternalIcon } from './icons';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'children'> {
  href: string;
  children: ReactNode;
  /** Shows the small arrow-out icon after the text (off for icon-only links). */
  showIcon?: boolean;
  /** What screen readers hear after the text, in the page's language. */
  newTabText?: string;
}

/** A link that opens in a new tab, safely (noopener noreferrer), and says so to screen readers. */
export function ExternalLink({ href, children, showIcon = true, newTabText = ' (opens in a new tab)', ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only">{newTabText}</span>
      {showIcon ? <ExternalIcon className="ml-1 inline-block size-3.5 shrink-0 align-[-0.1em] opacity-70" /> : null}
    </a>
  );
}
