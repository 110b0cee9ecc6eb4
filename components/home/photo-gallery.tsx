import Image from 'next/image';
import Link from 'next/link';
import { Carousel } from '@/components/ui/carousel';
import { HERO_SLIDES, HOME_CAROUSELS } from '@/content/home';
import { homeWordsFor } from './words';
import { HOME_PLACEHOLDERS } from '@/content/placeholders';
import { formatShortMonthDate } from '@/lib/dates';
import { localizedLink, vendorLang, presentProps } from '@/lib/i18n';
import { albumPath, type Locale } from '@/lib/routes';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';

/** The fields of an album the home page shows. */
export interface HomeGallery {
  id: string;
  title: string;
  date: string | null;
  photoUrls: readonly string[];
  coverUrl: string | null;
}

const IMAGE_SIZES = '(min-width: 1300px) 19rem, (min-width: 993px) 30vw, (min-width: 768px) 48vw, 92vw';

interface TileContent {
  href: string;
  title: string;
  meta: string;
  imageUrl: string | null;
  /** 'en' for a vendor's album on a page in another language: its title is English. */
  lang?: 'en';
  /** 'en' when the tile leads to an English page from a page in another language. */
  hrefLang?: 'en';
}

function GalleryTile({ tile }: { tile: TileContent }) {
  return (
    <Link href={tile.href} {...presentProps({ hrefLang: tile.hrefLang })} className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200 transition-shadow hover:shadow-lift hover:ring-gold-400">
      <span className="relative block aspect-[3/2] overflow-hidden bg-navy-900">
        {tile.imageUrl ? (
          <Image
            src={tile.imageUrl}
            alt=""
            fill
            sizes={IMAGE_SIZES}
            className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
      </span>
      <span className="block flex-1 px-4 py-3.5">
        <span {...presentProps({ lang: tile.lang })} className="block font-serif text-lg leading-snug font-bold text-navy-900 group-hover:underline">
          {tile.title}
        </span>
        <span className="mt-0.5 block text-sm text-sand-600">{tile.meta}</span>
      </span>
    </Link>
  );
}

/** Six sample tiles for an empty or failed gallery list, each leading to the gallery page. */
export function GalleryPlaceholderTiles({ locale = 'en' }: { locale?: Locale }) {
  const words = homeWordsFor(locale);
  const gallery = localizedLink('/Gallery', words.gallery.placeholderTitle, locale);
  const tiles = Array.from({ length: HOME_PLACEHOLDERS.galleryTiles }, (_, index) => {
    const slide = HERO_SLIDES[index % HERO_SLIDES.length];
    return { href: gallery.href, title: gallery.label, meta: slide ? words.hero.slides[slide.id].caption : '', imageUrl: slide?.src ?? null, hrefLang: gallery.hrefLang };
  });
  return (
    <ul data-testid="gallery-placeholder" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile, index) => (
        <li key={index}>
          <GalleryTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

function toTile(album: HomeGallery, locale: Locale): TileContent {
  const date = formatShortMonthDate(album.date);
  const photos = homeWordsFor(locale).gallery.photos(album.photoUrls.length);
  return { href: albumPath('/SubGallery', album.id), title: album.title, meta: date ? `${date} · ${photos}` : photos, imageUrl: album.coverUrl, lang: vendorLang(locale), hrefLang: vendorLang(locale) };
}

/** The latest albums as an autoplaying carousel of tiles opening /SubGallery?id={id}, or six sample tiles. */
export function PhotoGallery({ albums, locale = 'en' }: { albums: readonly HomeGallery[]; locale?: Locale }) {
  const words = homeWordsFor(locale).gallery;
  return (
    <section aria-labelledby="gallery-heading" className={`bg-navy-50/70 ${OFFSCREEN_SECTION}`}>
      <div className="mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18">
        <SectionHeading id="gallery-heading" eyebrow={words.eyebrow} title={words.title} link={localizedLink('/Gallery', words.visit, locale)} />
        <div className="mt-8">
          {albums.length > 0 ? (
            <Carousel
              label={words.carouselLabel}
              {...presentProps({ words: homeWordsFor(locale).carousel })}
              settings={HOME_CAROUSELS.gallery}
              gap="5"
              slides={albums.map((album) => (
                <GalleryTile key={album.id} tile={toTile(album, locale)} />
              ))}
            />
          ) : (
            <GalleryPlaceholderTiles locale={locale} />
          )}
        </div>
      </div>
    </section>
  );
}
