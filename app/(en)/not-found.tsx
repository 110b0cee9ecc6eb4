import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { FRAME } from '@/content/i18n/frame';

export const metadata: Metadata = { title: FRAME.en.notFound.title };

/** An English page's notFound() (an item or album that is not there). */
export default function NotFound() {
  return <NotFoundContent locale="en" />;
}
