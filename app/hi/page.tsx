import type { Metadata } from 'next';
import { HomePage } from '@/components/pages/home';
import { HI_HOME } from '@/content/hi/home';
import { localePath } from '@/lib/routes';
import { ogImagePath, seoMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = seoMetadata({
  name: HI_HOME.title,
  description: HI_HOME.description,
  path: localePath('/', 'hi'),
  image: ogImagePath('/'),
  absoluteTitle: true,
});

export default function Page() {
  return <HomePage locale="hi" />;
}
