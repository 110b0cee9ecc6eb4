'use client';

import { useState } from 'react';
import { formatDayMonthYear } from '@/lib/dates';
import { ExternalLink } from '@/components/ui/external-link';
import { Modal } from '@/components/ui/modal';
import { actionClass, quietActionClass } from './card-parts';
import { PaperclipIcon } from '@/components/ui/icons';

/** The fields of a news item the card and its modal show. */
export interface NewsDetail {
  id: string;
  title: string;
  description: string;
  date: string | null;
  url: string | null;
  attachmentUrls: string[];
}

/** Read More: the news item's title, date, full description and links in a modal. */
export function NewsReadMore({ item }: { item: NewsDetail }) {
  const [open, setOpen] = useState(false);
  const date = formatDayMonthYear(item.date);
  return (
    <>
      <button type="button" className={actionClass} aria-haspopup="dialog" aria-label={`Read More: ${item.title}`} onClick={() => setOpen(true)}>
        Read More
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={item.title}>
        {date ? <p className="text-sm font-semibold text-gold-700">{date}</p> : null}
        <p className="mt-2 whitespace-pre-line text-ink">{item.description || 'No further details were published with this item.'}</p>
        {item.attachmentUrls.length > 0 || item.url ? (
          <ul className="mt-5 flex flex-wrap gap-2">
            {item.attachmentUrls.map((url, index) => (
              <li key={url}>
                <ExternalLink href={url} className={quietActionClass}>
                  <PaperclipIcon className="size-4 text-gold-700" />
                  {item.attachmentUrls.length > 1 ? `Attachment ${index + 1}` : 'Attachment'}
                </ExternalLink>
              </li>
            ))}
            {item.url ? (
              <li>
                <ExternalLink href={item.url} className={quietActionClass}>
                  Click Here
                </ExternalLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </Modal>
    </>
  );
}
