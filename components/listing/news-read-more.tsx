'use client';

import { useEffect, useId, type MouseEvent } from 'react';
import { PARAMS, withParam } from '@/lib/routes';
import { adoptOverlayEntry, leaveOverlay, pushOverlayEntry } from '@/components/ui/overlay-history';
import { notifyUrlQuery, replaceUrlQuery, useUrlQuery } from './url-query';
import { ExternalLink } from '@/components/ui/external-link';
import { Modal } from '@/components/ui/modal';
import { actionClass, quietActionClass } from './card-parts';
import { PaperclipIcon } from '@/components/ui/icons';
import { InLang } from '@/components/ui/in-lang';
import { ENGLISH_READ_MORE_WORDS, type ReadMoreWords } from '@/content/i18n/listing-controls';

/** The fields of a news item the card and its modal show. */
export interface NewsDetail {
  id: string;
  title: string;
  description: string;
  date: string | null;
  url: string | null;
  attachmentUrls: string[];
}

/**
 * What the modal shows: the item with its date already written as day/month/year by the server, so no card
 * builds a time-zone formatter in the browser while the page hydrates.
 */
export interface NewsModalItem extends Omit<NewsDetail, 'date'> {
  dateText: string | null;
}

/** The current address with the news item parameter set to `id` (or removed for null). */
function itemUrl(id: string | null): string {
  return `${window.location.pathname}${withParam(window.location.search, PARAMS.item, id)}`;
}

/**
 * Read More: a link to the news item's own page (`href`), which is where it goes without JavaScript, in a new
 * tab, or before the page has hydrated. A plain click opens the item's title, date, full description and links
 * in a modal instead, open while the address names the item (`/News?item=<id>`): Back closes it, and links
 * shared in that form before items had pages open it too. On a page in another language, `words` are its
 * words and `lang` the item's own language ('en'), and the item's page is the English one.
 */
export function NewsReadMore({ item, href, words = ENGLISH_READ_MORE_WORDS, lang }: { item: NewsModalItem; href: string; words?: ReadMoreWords; lang?: string }) {
  const key = useId();
  // Empty on the server and during hydration: the static page always renders closed.
  const query = useUrlQuery();
  const open = new URLSearchParams(query).get(PARAMS.item) === item.id;

  useEffect(() => {
    // Opened from a shared link: give the modal its own history entry so Back closes it.
    if (open) adoptOverlayEntry(key, itemUrl(null));
  }, [open, key]);

  function show(event: MouseEvent<HTMLAnchorElement>) {
    // A click that asks for a new tab or window, or a download, keeps the link's own meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    pushOverlayEntry(key, itemUrl(item.id));
    notifyUrlQuery();
  }

  function close() {
    leaveOverlay(key, () => replaceUrlQuery(new URLSearchParams(withParam(window.location.search, PARAMS.item, null))));
  }

  return (
    <>
      {/* The title is in the link's text too (hidden): search engines judge a link by its text, and "Read More" alone is vague. */}
      <a href={href} hrefLang={lang} className={actionClass} aria-haspopup="dialog" aria-label={`${words.readMore}: ${item.title}`} onClick={show}>
        {words.readMore}
        <span className="sr-only">
          : <InLang lang={lang}>{item.title}</InLang>
        </span>
      </a>
      <Modal open={open} onClose={close} title={<InLang lang={lang}>{item.title}</InLang>} closeLabel={words.close}>
        {item.dateText ? <p lang={lang} className="text-sm font-semibold text-gold-700">{item.dateText}</p> : null}
        {item.description ? (
          <p lang={lang} className="mt-2 whitespace-pre-line text-ink">
            {item.description}
          </p>
        ) : (
          <p className="mt-2 whitespace-pre-line text-ink">{words.noDetails}</p>
        )}
        {item.attachmentUrls.length > 0 || item.url ? (
          <ul className="mt-5 flex flex-wrap gap-2">
            {item.attachmentUrls.map((url, index) => (
              <li key={url}>
                <ExternalLink href={url} className={quietActionClass} newTabText={words.newTab}>
                  <PaperclipIcon className="size-4 text-gold-700" />
                  {item.attachmentUrls.length > 1 ? words.attachmentN.replace('{n}', String(index + 1)) : words.attachment}
                </ExternalLink>
              </li>
            ))}
            {item.url ? (
              <li>
                <ExternalLink href={item.url} className={quietActionClass} newTabText={words.newTab}>
                  {words.link}
                </ExternalLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </Modal>
    </>
  );
}
