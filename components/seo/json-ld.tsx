import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/metadata';

/**
 * Structured data for search engines. A data block, not a script: browsers never execute
 * type="application/ld+json", so a Content-Security-Policy's script-src does not apply to it.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
