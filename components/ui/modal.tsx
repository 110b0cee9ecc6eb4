'use client';

import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Tailwind max-width class of the panel. */
  widthClassName?: string;
}

/**
 * The titled panel of the script-opened dialogs (news Read More, image viewer, document overlay): a heading,
 * a close button that takes focus first, and a scrolling body. The behaviour is the shared Dialog's.
 */
export function Modal({ open, onClose, title, children, closeLabel = 'Close', widthClassName = 'max-w-2xl' }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId}>
      {open ? (
        <div className={`flex max-h-full w-full ${widthClassName} flex-col rounded-card bg-white shadow-lift`}>
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 py-4 sm:px-6">
            <h2 id={titleId} className="font-serif text-xl font-bold text-navy-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-m-1 shrink-0 rounded-md p-1.5 text-sand-700 hover:bg-sand-100 hover:text-navy-900">
              <CloseIcon className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </div>
      ) : null}
    </Dialog>
  );
}
