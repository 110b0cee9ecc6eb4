import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE } from '@/lib/seo/metadata';

// Satori, behind next/og, reads ttf, otf and woff but not woff2, so the cards use the static woff files of
// the same two families the site uses, installed with the app (no font is fetched at build or run time).
const FONT_FILES = [
  { name: 'Merriweather', weight: 700, file: '@fontsource/merriweather/files/merriweather-latin-700-normal.woff' },
  { name: 'Source Sans 3', weight: 600, file: '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff' },
] as const;

let crest: Promise<string> | undefined;

/** The school's crest (public/logo.svg) as a data URL for the card, read once per process. */
export function ogCrest(): Promise<string> {
  crest ??= readFile(join(process.cwd(), 'public', 'logo.svg')).then((svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`);
  return crest;
}

let fonts: Promise<{ name: string; data: Buffer; weight: 700 | 600; style: 'normal' }[]> | undefined;

/** The card's fonts, read from node_modules once per process. */
export function ogFonts() {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(join(process.cwd(), 'node_modules', file)),
    })),
  );
  return fonts;
}

const NAVY = '#0f1f45';
const GOLD = '#f2b84b';
const GOLD_LIGHT = '#f2c96b';
const PHOTO_WIDTH = 520;

function titleSize(title: string): number {
  if (title.length > 70) return 44;
  if (title.length > 40) return 54;
  return 66;
}

interface OgCardProps {
  title: string;
  /** A line under the title: what the item is and its date ('Notice · 18 Nov 2026'). */
  subtitle?: string | null;
  /** The school's crest as a data URL (ogCrest). */
  crest: string;
  /** A photo as a data URL, drawn on the right. */
  photo: string | null;
}

/** A 1200x630 link-preview card: the crest and the school's name, the page's title and, when there is one, a photo. */
export function OgCard({ title, subtitle = null, crest: crestUrl, photo }: OgCardProps) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', backgroundColor: NAVY, color: 'white' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: photo ? OG_IMAGE_SIZE.width - PHOTO_WIDTH : OG_IMAGE_SIZE.width,
          padding: '56px 64px',
          borderTop: `12px solid ${GOLD}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          {/* Satori draws a plain img; next/image has no meaning inside an image response. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={crestUrl} alt="" width={72} height={84} />
          <div style={{ display: 'flex', flex: 1, fontFamily: 'Source Sans 3', fontSize: 30, lineHeight: 1.2 }}>{site.fullName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div
            style={{
              display: 'flex',
              fontFamily: 'Merriweather',
              fontSize: titleSize(title),
              lineHeight: 1.2,
              maxHeight: subtitle ? 240 : 300,
              overflow: 'hidden',
            }}
          >
            {title}
          </div>
          {subtitle ? <div style={{ display: 'flex', fontFamily: 'Source Sans 3', fontSize: 32, color: GOLD }}>{subtitle}</div> : null}
        </div>
        <div style={{ display: 'flex', fontFamily: 'Source Sans 3', fontSize: 26, color: GOLD_LIGHT }}>
          {`${site.address.locality}, ${site.address.region} · CBSE senior secondary`}
        </div>
      </div>
      {photo ? (
        // Satori draws a plain img; next/image has no meaning inside an image response.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={photo} alt="" width={PHOTO_WIDTH} height={OG_IMAGE_SIZE.height} style={{ objectFit: 'cover' }} />
      ) : null}
    </div>
  );
}
