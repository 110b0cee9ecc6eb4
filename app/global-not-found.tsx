import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteDocument } from '@/components/layout/site-document';
import { FRAME } from '@/content/i18n/frame';
import { fullTitle } from '@/content/site';
import { siteOrigin } from '@/lib/seo/metadata';
import './globals.css';

// An address no route has. The site has two root layouts (app/(en), app/hi), so Next answers such an address
// with this whole document instead of a layout's not-found; it is the English frame with the 404 inside,
// prerendered once. Hindi addresses have their own (app/hi/[...missing]).
export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: fullTitle(FRAME.en.notFound.title),
};

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundContent locale="en" />
    </SiteDocument>
  );
}
