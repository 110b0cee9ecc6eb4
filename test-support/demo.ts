import { demoUrl, E2E } from './env';
import type { DemoGalleryCategory, DemoGalleryItem, FaultMode, RequestLogEntry, VendorAnswers, VendorPath } from './vendor';

export type { FaultMode };

/** Switches the demo content service into a fault mode (for every /api/ path, or those containing `only`). */
export async function setFault(mode: FaultMode, only?: string): Promise<void> {
  const response = await fetch(`${demoUrl}/__demo/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(only ? { mode, only } : { mode }),
  });
  if (!response.ok) throw new Error(`demo service refused fault mode ${mode}: ${response.status}`);
}

/** What the demo service answers on one of its endpoints, read directly (not through the site). */
export async function demoJson<P extends VendorPath>(path: P): Promise<VendorAnswers[P]> {
  const response = await fetch(`${demoUrl}${path.replace('{code}', E2E.schoolCode)}`, {
    headers: { authorization: `Bearer ${E2E.token}` },
  });
  if (!response.ok) throw new Error(`demo service ${path}: ${response.status}`);
  return (await response.json()) as VendorAnswers[P];
}

/** The gallery-type items of one category, in the order the service lists them. */
export async function demoGallery(category: DemoGalleryCategory): Promise<DemoGalleryItem[]> {
  return (await demoJson('/api/gallery/All/{code}')).filter((item) => item.category === category);
}

/** The first photo album the service lists (of those `where` accepts); throws when there is none. */
export async function demoAlbum(where: (album: DemoGalleryItem) => boolean = () => true): Promise<DemoGalleryItem> {
  const album = (await demoGallery('PhotoGallery')).find(where);
  if (!album) throw new Error('the demo service has no such photo album');
  return album;
}

/** The requests the demo service has seen, oldest first. */
export async function demoRequests(): Promise<RequestLogEntry[]> {
  const response = await fetch(`${demoUrl}/__demo/requests`);
  return (await response.json()) as RequestLogEntry[];
}

/** Titles of the home page's News-category items, as the demo service serves them. */
export async function homeNewsTitles(): Promise<string[]> {
  const items = await demoJson('/api/news/{code}');
  return items.filter((item) => item.category === 'News').map((item) => item.title);
}

/** Makes the demo service publish a new newest News item, or notice (works in any fault mode); returns its title. */
export async function bumpRevision(category: 'News' | 'Notice' = 'News'): Promise<string> {
  const response = await fetch(`${demoUrl}/__demo/revision`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ category }) });
  if (!response.ok) throw new Error(`demo service refused a revision bump: ${response.status}`);
  return ((await response.json()) as { title: string }).title;
}
