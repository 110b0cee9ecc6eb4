import type { Metadata } from 'next';
import { AlbumNotFound } from '@/components/listing/album-detail';

export const metadata: Metadata = { title: 'Activity not found' };

export default function SubActivityNotFound() {
  return <AlbumNotFound back={{ href: '/Activity', label: 'Activity' }} noun="activity" />;
}
