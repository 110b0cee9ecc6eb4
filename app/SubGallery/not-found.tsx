import type { Metadata } from 'next';
import { AlbumNotFound } from '@/components/listing/album-detail';

export const metadata: Metadata = { title: 'Album not found' };

export default function SubGalleryNotFound() {
  return <AlbumNotFound back={{ href: '/Gallery', label: 'School Gallery' }} noun="album" />;
}
