'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import { Dialog, type DialogHandle } from '@/components/ui/dialog';
import { ChevronRightIcon, CloseIcon, MegaphoneIcon } from '@/components/ui/icons';
import { countOf, ENGLISH_NOTICE_WORDS, type NoticeWords } from '@/content/i18n/controls';
import type { Notification } from '@/lib/listing/notification';

const actionClass = 'inline-flex items-center gap-1.5 rounded-full px-5 py-2.5 font-semibold transition-colors';

/**
 * The notices popup: a modal carousel open on load when the service has notifications, and again from its
 * "Notices" button. It is the shared Dialog open in the server HTML (`openOnLoad`): it shows with the first
 * paint, closes without JavaScript, and opening it costs the page no showModal() restyle at load.
 */
interface NotificationPopupProps {
  notifications: readonly Notification[];
  /** The popup's words on a page in another language than English. */
  words?: NoticeWords;
  /** The language of the vendor's notices ('en') on a page in another language. */
  itemLang?: string;
}

export function NotificationPopup({ notifications, words = ENGLISH_NOTICE_WORDS, itemLang }: NotificationPopupProps) {
  const dialogRef = useRef<DialogHandle>(null);
  const [index, setIndex] = useState(0);
  const count = notifications.length;

  if (count === 0) return null;
  const current = notifications[Math.min(index, count - 1)];
  if (!current) return null;

  return (
    <>
      {/* Enabled in the server HTML, so hydrating changes nothing on it; hidden where it could never work. */}
      <button
        type="button"
        onClick={() => dialogRef.current?.show()}
        className="inline-flex items-center gap-2 rounded-full py-2.5 pr-4 pl-3.5 font-semibold text-white ring-1 ring-white/50 transition-colors noscript:hidden hover:bg-white/10"
      >
        <MegaphoneIcon className="size-5 text-gold-300" />
        {words.button}
        <span aria-hidden="true" className="rounded-full bg-gold-400 px-2 text-sm font-bold text-navy-950">
          {count}
        </span>
        <span className="sr-only">({count})</span>
      </button>
      <Dialog ref={dialogRef} openOnLoad labelledBy="notification-title" onClose={() => setIndex(0)}>
        {/* The APG carousel: a region described as a carousel, its slide a group described as a slide. */}
        <div role="region" aria-roledescription="carousel" aria-label={words.region} className="max-h-full w-full max-w-xl overflow-y-auto rounded-card bg-white shadow-lift">
          <div className="flex items-center justify-between gap-3 bg-navy-900 px-5 py-3 text-white">
            <p className="flex items-center gap-2 font-semibold">
              <MegaphoneIcon className="size-5 text-gold-300" />
              {countOf(words.counter, index + 1, count)}
            </p>
            <form method="dialog">
              <button
                autoFocus
                className="inline-flex size-9 items-center justify-center rounded-full text-white ring-1 ring-white/40 hover:bg-white/10"
              >
                <CloseIcon className="size-5" />
                <span className="sr-only">{words.close}</span>
              </button>
            </form>
          </div>
          <div key={current.id} role="group" aria-roledescription="slide" aria-label={countOf(words.slide, index + 1, count)}>
            {current.imageUrl ? (
              <div className="relative aspect-[3/2] bg-sand-100">
                <Image src={current.imageUrl} alt="" fill sizes="(min-width: 640px) 36rem, 100vw" className="object-contain" />
              </div>
            ) : null}
            <div className="p-5 sm:p-6">
              <h2 id="notification-title" lang={itemLang} className="font-serif text-xl font-bold text-navy-900 sm:text-2xl">
                {current.title}
              </h2>
              {current.description ? <p lang={itemLang} className="mt-2 leading-relaxed whitespace-pre-line text-ink">{current.description}</p> : null}
              {current.attachmentUrl || current.url ? (
                <div className="mt-5 flex flex-wrap gap-3">
                  {current.attachmentUrl ? (
                    <a href={current.attachmentUrl} target="_blank" rel="noopener noreferrer" className={`${actionClass} bg-navy-800 text-white hover:bg-navy-700`}>
                      {words.attachment}<span className="sr-only">{words.newTab}</span>
                    </a>
                  ) : null}
                  {current.url ? (
                    <a href={current.url} target="_blank" rel="noopener noreferrer" className={`${actionClass} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
                      {words.link}<span className="sr-only">{words.newTab}</span>
                    </a>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
          {count > 1 ? (
            <div className="flex items-center justify-between gap-3 border-t border-sand-200 px-5 py-3">
              <button
                type="button"
                onClick={() => setIndex((value) => (value - 1 + count) % count)}
                className={`${actionClass} text-navy-800 ring-1 ring-navy-800/25 hover:bg-navy-50`}
              >
                <ChevronRightIcon className="size-4 rotate-180" />
                {words.previous}
                <span className="sr-only">{words.noticeSuffix}</span>
              </button>
              <button
                type="button"
                onClick={() => setIndex((value) => (value + 1) % count)}
                className={`${actionClass} text-navy-800 ring-1 ring-navy-800/25 hover:bg-navy-50`}
              >
                {words.next}
                <span className="sr-only">{words.noticeSuffix}</span>
                <ChevronRightIcon className="size-4" />
              </button>
            </div>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
