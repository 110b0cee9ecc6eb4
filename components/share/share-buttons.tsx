'use client';

import { useEffect, useRef, useState } from 'react';
import { LinkIcon, ShareIcon } from '@/components/ui/icons';
import { useDeferredHydrated } from '@/components/ui/use-hydrated';
import { ENGLISH_SHARE_WORDS, type ShareWords } from '@/content/i18n/listing-controls';
import { shareControlClass } from './share-style';

/** How long the copy confirmation stays on screen. */
const STATUS_MS = 4000;

/**
 * Copy link and, where the browser has the Web Share API, Share. Copy link is in the server HTML as it will
 * be used, so hydrating changes nothing on it; without JavaScript it keeps its place but is hidden, as it
 * could never work there. The outcome of a copy is announced through a status region.
 */
export function ShareButtons({ title, url, words = ENGLISH_SHARE_WORDS }: { title: string; url: string; words?: ShareWords }) {
  const hydrated = useDeferredHydrated();
  // Whether the browser offers its own share sheet (the Web Share API); only read once in the browser.
  const canShare = hydrated && typeof navigator.share === 'function';
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function announce(message: string, keep = false) {
    setStatus(message);
    if (timer.current) clearTimeout(timer.current);
    if (!keep) timer.current = setTimeout(() => setStatus(''), STATUS_MS);
  }

  async function copy() {
    try {
      // Only in a secure context (https or localhost); anywhere else, show the link to copy by hand.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      announce(words.copied);
    } catch {
      announce(words.copyByHand.replace('{url}', url), true);
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${shareControlClass} noscript:invisible`}
        aria-label={`${words.copy}: ${title}`}
        onClick={copy}
      >
        <LinkIcon className="size-4 text-gold-700" />
        {words.copy}
      </button>
      {canShare ? (
        <button type="button" className={shareControlClass} aria-label={`${words.share}: ${title}`} onClick={share}>
          <ShareIcon className="size-4 text-gold-700" />
          {words.share}
        </button>
      ) : null}
      <span role="status" className="px-1 text-sm font-semibold break-all text-navy-800">
        {status}
      </span>
    </>
  );
}
