'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { ExternalIcon } from '@/components/ui/icons';

export interface OverlayDocument {
  title: string;
  href: string;
}

interface DocumentOverlayProps {
  documents: readonly OverlayDocument[];
  /** Names the list, e.g. 'Reference documents'. */
  label: string;
}

const modified = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A list of documents, each opening in an overlay frame (spec: Career Guidance). The entries are real links
 * to the PDFs, so without JavaScript, or with a modifier key, they open in a new tab. The overlay is the
 * shared modal: it closes on its close button, the backdrop and Escape, keeps focus inside and returns it to
 * the entry that opened it.
 */
export function DocumentOverlay({ documents, label }: DocumentOverlayProps) {
  const [open, setOpen] = useState<OverlayDocument | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  function close() {
    setOpen(null);
    // Back to the entry that opened it once the dialog has closed (the modal also tries; this covers
    // browsers and test DOMs where the modal's own autofocus moved focus before it could note the opener).
    setTimeout(() => trigger.current?.focus(), 0);
  }

  return (
    <>
      <ol aria-label={label} className="grid gap-3 sm:grid-cols-2">
        {documents.map((document, index) => (
          <li key={document.href}>
            <a
              href={document.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-haspopup="dialog"
              onClick={(event) => {
                if (modified(event)) return;
                event.preventDefault();
                trigger.current = event.currentTarget;
                setOpen(document);
              }}
              className="group flex h-full items-center gap-3 rounded-card bg-white px-4 py-3 font-semibold text-navy-900 shadow-card ring-1 ring-sand-200 hover:ring-gold-400"
            >
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-navy-50 text-sm font-bold text-navy-700">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">{document.title}</span>
              <span className="sr-only"> (PDF, opens in an overlay)</span>
            </a>
          </li>
        ))}
      </ol>
      <Modal open={open !== null} onClose={close} title={open?.title ?? ''} closeLabel="Close document" widthClassName="max-w-5xl">
        {open ? (
          <div className="space-y-3">
            <iframe src={open.href} title={open.title} className="h-[70dvh] w-full rounded-md border border-sand-200 bg-sand-100" />
            <a href={open.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
              Open the document in a new tab
              <ExternalIcon className="size-3.5" />
            </a>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
