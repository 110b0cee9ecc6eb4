import 'server-only';
import { getBirthdays } from './birthdays';
import { getCirculars } from './circulars';
import { getAllEvents, getHomeEvents } from './events';
import { getAllGalleryItems, getHomeGalleries } from './gallery';
import { getAllHighlights, getHighlights } from './highlights';
import { getMediaCoverage } from './media';
import { getAllNews, getHomeNews } from './news';
import { getNotifications } from './notifications';
import { getOnlineRegistrations } from './online-registration';
import { getPrincipalMessages } from './principal';
import { getToppers } from './toppers';
import { getVideos } from './videos';

/** Every list endpoint of the content service the site reads. A new list getter is added here too. */
export const LIST_RESOURCES = [
  getBirthdays,
  getCirculars,
  getHomeEvents,
  getAllEvents,
  getHomeGalleries,
  getAllGalleryItems,
  getHighlights,
  getAllHighlights,
  getMediaCoverage,
  getHomeNews,
  getAllNews,
  getNotifications,
  getOnlineRegistrations,
  getPrincipalMessages,
  getToppers,
  getVideos,
] as const;

/** When each list resource last fetched good content (epoch ms), or null when it never has, by resource name. */
export async function resourceFetchTimes(): Promise<Record<string, number | null>> {
  const entries = await Promise.all(LIST_RESOURCES.map(async (getter) => [getter.resource, await getter.lastGoodFetch()] as const));
  return Object.fromEntries(entries);
}
