import type { Metadata } from 'next';
import { HomePage } from '@/components/pages/home';
import { ABOUT } from '@/content/home';
import { ogImagePath, seoMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = seoMetadata({
  name: 'Home',
  description: ABOUT.paragraphs[0],
  path: '/',
  image: ogImagePath('/'),
  feeds: ['news', 'notices', 'events'],
  // The layout's title template covers child segments only, not the page beside it.
  absoluteTitle: true,
});

export default function Page() {
  return <HomePage locale="en" />;
}
