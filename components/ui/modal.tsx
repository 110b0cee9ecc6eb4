'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
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

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * One accessible modal on the native <dialog> opened with showModal(): the page behind is inert, Escape and
 * the backdrop close it, Tab cycles inside it, focus returns to whatever opened it and the page does not
 * scroll underneath.
 */
export function Modal({ open, onClose, title, children, closeLabel = 'Close', widthClassName = 'max-w-2xl' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // The latest onClose without re-running the open/close effect when a parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Focus lands on the close button first: the content is read, not edited. Done here rather than with
    // autoFocus, which would run before this effect and hide the element that opened the dialog.
    closeRef.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Browsers differ on restoring focus after close(); do it ourselves so keyboard users keep their place.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape fires `cancel`; the dialog stays under React's control, so ask the parent to close it.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the <dialog> itself, not its panel, is a click on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widthClassName} rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-navy-950/70 open:flex open:flex-col max-h-[calc(100dvh-2rem)]`}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 py-4 sm:px-6">
            <h2 id={titleId} className="font-serif text-xl font-bold text-navy-900">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={() => onCloseRef.current()}
              className="-m-1 shrink-0 rounded-md p-1.5 text-sand-700 hover:bg-sand-100 hover:text-navy-900"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
