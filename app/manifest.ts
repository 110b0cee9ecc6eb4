import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.fullName,
    short_name: site.shortName,
    description: `${site.fullName}, ${site.address.locality}`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    categories: ['education'],
    background_color: '#faf8f4',
    theme_color: '#0f1f45',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      // Drawn by scripts/make-icons.ts from the crest, inside the safe zone a launcher's mask keeps.
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
