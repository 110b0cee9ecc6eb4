import 'server-only';
import { safeHttpUrl } from './files';
import { CONTENT_WINDOW, cachedList } from './cache';
import { listResource } from './resource';
import { cleanText, fileUrls, isoDate, itemId } from './reshape';
import { newsSchema } from './schemas';
import { CONTENT_TAGS } from './tags';
import type { z } from 'zod';

/** A news item as pages see it. */
export interface NewsItem {
  id: string;
  title: string;
  description: string;
  category: string;
  url: string | null;
  date: string | null;
  attachmentUrls: string[];
}

function toNewsItem(raw: z.output<typeof newsSchema>): NewsItem {
  return {
    id: itemId(raw._id, raw.title, raw.fromDate),
    title: cleanText(raw.title),
    description: raw.description.trim(),
    category: cleanText(raw.category),
    url: safeHttpUrl(raw.url),
    date: isoDate(raw.fromDate),
    attachmentUrls: fileUrls(raw.attachments),
  };
}

/** News for the home page (GET /api/news/{schoolcode}). */
const homeNews = listResource({
  resource: 'news/home',
  path: (code) => `/api/news/${encodeURIComponent(code)}`,
  item: newsSchema,
  reshape: toNewsItem,
});
export const getHomeNews = cachedList(homeNews, { key: 'news/home', tag: CONTENT_TAGS.news, window: CONTENT_WINDOW });

/** All news (GET /api/news/All/{schoolcode}). */
const allNews = listResource({
  resource: 'news/all',
  path: (code) => `/api/news/All/${encodeURIComponent(code)}`,
  item: newsSchema,
  reshape: toNewsItem,
});
export const getAllNews = cachedList(allNews, { key: 'news/all', tag: CONTENT_TAGS.news, window: CONTENT_WINDOW });
