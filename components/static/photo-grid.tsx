import { ServerImage } from '@/components/ui/server-image';
import type { Photo } from '@/content/pages/types';

/** A grid of captioned photos; the alt text describes each, the caption (if any) adds to it. */
export function PhotoGrid({ photos, label }: { photos: readonly Photo[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {photos.map((photo) => (
        <li key={photo.src}>
          <figure className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200">
            <ServerImage src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes="(min-width: 1024px) 26rem, (min-width: 640px) 45vw, 100vw" className="aspect-[3/2] h-auto w-full bg-sand-100 object-cover" />
            {photo.caption ? <figcaption className="px-4 py-2 text-sm text-sand-700">{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** One wide photo at the top of a page. */
export function LeadPhoto({ photo, priority = true }: { photo: Photo; priority?: boolean }) {
  return (
    <ServerImage
      src={photo.src}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      priority={priority}
      sizes="(min-width: 1280px) 56rem, (min-width: 1024px) 70vw, 100vw"
      className="mb-10 aspect-[3/2] h-auto w-full rounded-card bg-sand-100 object-cover shadow-card"
    />
  );
}
