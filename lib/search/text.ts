// Turns the school's typed page content into searchable text: every human-readable string of a content
// object, and every document link in it. Pure, so the search index and its tests share it.

/** Keys whose strings are addresses, colours or identifiers, not words a visitor reads. */
const NOT_TEXT = new Set(['href', 'src', 'id', 'swatch', 'tel', 'icon', 'network', 'kind', 'videoId']);

const looksLikeAddress = (value: string) => /^(\/|https?:\/\/|mailto:|tel:|#)/.test(value);

/** Every readable string inside `value`, depth first, in order, each once. */
export function collectText(value: unknown, seen: Set<unknown> = new Set()): string[] {
  if (typeof value === 'string') return looksLikeAddress(value) || value.trim() === '' ? [] : [value.trim()];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const children = Array.isArray(value)
    ? value
    : Object.entries(value)
        .filter(([key]) => !NOT_TEXT.has(key))
        .map(([, child]) => child);
  return [...new Set(children.flatMap((child) => collectText(child, seen)))];
}

export interface FoundDocument {
  title: string;
  href: string;
}

/** Every `{ title, href }` inside `value` whose href is a file of this site (`/docs/...`). */
export function collectDocuments(value: unknown, seen: Set<unknown> = new Set()): FoundDocument[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  const own =
    typeof record.title === 'string' && typeof record.href === 'string' && record.href.startsWith('/docs/')
      ? [{ title: record.title, href: record.href }]
      : [];
  const children = Array.isArray(value) ? value : Object.values(record);
  return [...own, ...children.flatMap((child) => collectDocuments(child, seen))];
}

/** Plain text of a vendor description, which may carry HTML: tags dropped, entities of the common five decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' })[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
