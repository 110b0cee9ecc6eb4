'use client';

import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';

/** What the owner of a dialog open on load can do with it. */
export interface DialogHandle {
  /** Opens the dialog again; closing it returns focus to the element that had it. */
  show(): void;
}

interface DialogBaseProps {
  /** The id of the element (the heading) that names the dialog. */
  labelledBy: string;
  /** The panel: the dialog element itself is the full-screen backdrop around it. */
  children: ReactNode;
}

interface ScriptOpenedProps extends DialogBaseProps {
  /**
   * Opened from the page's script: shown with showModal() while true (the page behind inert, its scrolling
   * locked), with focus on the first control inside.
   */
  open: boolean;
  /** Asked to set `open` false: on Escape, on a click on the backdrop, and from the panel's own close button. */
  onClose: () => void;
  openOnLoad?: false;
  ref?: never;
}

interface OpenOnLoadProps extends DialogBaseProps {
  /**
   * Open in the server HTML: it shows with the first paint and works without JavaScript, where its
   * `autoFocus` control, a method="dialog" form (its close button) and closedby (Escape) act natively.
   * It is an aria-modal dialog over a full-screen backdrop rather than one opened with showModal(): making
   * the page inert while it loads restyles the whole page, a long main-thread task on every load. From the
   * server's `open` on, the browser owns the open state (show(), close(), the form), so a visitor who closes
   * it before the script runs is never out of step with React.
   */
  openOnLoad: true;
  /** Told after the dialog has closed, however it was closed. */
  onClose?: () => void;
  /** Opens it again. */
  ref?: Ref<DialogHandle>;
  open?: never;
}

type DialogProps = ScriptOpenedProps | OpenOnLoadProps;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The controls Tab can reach inside `root`, in order: enabled, not inert and laid out. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]') && element.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab inside the open dialog, wrapping at either end and bringing stray focus back in. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLDialogElement) {
  const controls = tabbable(dialog);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The site's one modal dialog, on the native <dialog>: named by its heading, a full-screen backdrop that
 * takes the pointer (a click on it closes the dialog), Tab and Shift+Tab kept inside, Escape closes it, and
 * focus returns to where it was. Two ways to open it: from the page's script (`open`, with showModal(): the
 * news Read More, the image viewer, the document overlay) or in the server HTML (`openOnLoad`: the home
 * page's notices).
 */
export function Dialog({ open: openProp = false, openOnLoad = false, onClose, labelledBy, children, ref }: DialogProps) {
  const open = openOnLoad || openProp;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Whether this component has a script-opened dialog shown, so a close it makes itself is not reported back.
  const shownRef = useRef(false);
  // The latest onClose, without re-running the effects when a parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  /** Closes the dialog: a script-opened one by asking its owner, one open on load by itself. */
  const requestClose = () => {
    if (openOnLoad) dialogRef.current?.close();
    else onCloseRef.current?.();
  };

  useImperativeHandle(
    ref,
    () => ({
      show() {
        const dialog = dialogRef.current;
        if (!dialog || dialog.open) return;
        returnFocusRef.current = focusedElement();
        // show() focuses the autofocus control.
        dialog.show();
      },
    }),
    [],
  );

  // Script-opened: follow `open`.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (openOnLoad || !open || !dialog) return;
    const opener = focusedElement();
    if (!dialog.open) {
      // Browsers from before <dialog> (and test DOMs) get an open dialog that the backdrop and the key
      // handler make modal enough.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    shownRef.current = true;
    // Focus lands on the first control (a close button: the content is read, not edited). Done here rather
    // than with autoFocus, which would run before this effect and lose the element that opened the dialog.
    tabbable(dialog)[0]?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      shownRef.current = false;
      root.style.overflow = previousOverflow;
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Browsers differ on restoring focus after close(); do it here so keyboard users keep their place.
      if (opener?.isConnected) opener.focus();
    };
  }, [openOnLoad, open]);

  // Tab is kept inside while the dialog is open (a dialog open on load is open until the browser closes it).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Browsers without closedby get Escape from here.
    const nativeEscape = 'closedBy' in dialog;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog.open) return;
      if (event.key === 'Tab') keepTabInside(event, dialog);
      else if (event.key === 'Escape' && openOnLoad && !nativeEscape) dialog.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openOnLoad, open]);

  return (
    <dialog
      ref={dialogRef}
      open={openOnLoad || undefined}
      closedby={openOnLoad ? 'closerequest' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      // A script-opened dialog stays under its owner's control: Escape asks the owner to close it.
      onCancel={(event) => {
        if (openOnLoad) return;
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        if (openOnLoad) {
          const target = returnFocusRef.current;
          returnFocusRef.current = null;
          if (target?.isConnected) target.focus();
          onCloseRef.current?.();
        } else if (shownRef.current) {
          // Closed by the browser all the same (a repeated Escape is not always cancelable): tell the owner.
          onCloseRef.current?.();
        }
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      // A plain dimmed backdrop, not a blurred one: the home page's notices open on load over the moving hero,
      // and a full-screen backdrop-filter has to be redrawn for every frame of every move. With it, each frame
      // cost a 4x-throttled phone 13-17 ms of main-thread time and frames were dropped; without it, 8-9 ms.
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none items-center justify-center bg-navy-950/80 p-4 text-ink open:flex backdrop:bg-transparent"
    >
      {children}
    </dialog>
  );
}
