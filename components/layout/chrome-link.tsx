import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link of the site's frame: the header's, the footer's, the breadcrumb's and the list of a section's pages
 * beside an inner page's content. They are on every page, and they never prefetch: the logo, Home crumb and
 * footer links fetched five RSC payloads (34 KB) on every page view that a visitor rarely used, and the
 * section list, on screen as a desktop page loads, 13 to 25 more (50 to 88 KB; on a phone, 5 to 12 once the
 * visitor reached the end of the page). Followed, they still navigate on the client.
 */
export function ChromeLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
