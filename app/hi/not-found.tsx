import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { FRAME } from '@/content/i18n/frame';

export const metadata: Metadata = { title: FRAME.hi.notFound.title };

/** A Hindi address that names no Hindi page: the 404 in the Hindi frame. */
export default function HindiNotFound() {
  return <NotFoundContent locale="hi" />;
}
