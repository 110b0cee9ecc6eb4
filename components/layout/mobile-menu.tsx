'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useDisclosure } from './use-disclosure';

interface MobileMenuProps {
  panelId: string;
  /** The button's text, in the page's language. */
  buttonText: string;
  /** The server-rendered menu. */
  children: ReactNode;
}

/**
 * The menu button of small screens and the panel it shows (a disclosure). Escape closes the panel and
 * returns focus to the button; choosing an internal link closes it, because client-side navigation keeps
 * the header mounted. From 64rem up the button is hidden and the panel is always shown (globals.css).
 */
export function MobileMenu({ panelId, buttonText, children }: MobileMenuProps) {
  const { open, setOpen, rootProps, triggerProps, closeToTrigger } = useDisclosure(panelId);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) closeToTrigger();
  };

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && link.target !== '_blank') setOpen(false);
  };

  return (
    <div className="mobile-menu" {...rootProps} onKeyDown={onKeyDown}>
      <button
        {...triggerProps}
        className="absolute top-1/2 right-3 inline-flex -translate-y-1/2 items-center gap-2 rounded-lg bg-navy-900 px-3 py-2 font-semibold text-white shadow-sm hover:bg-navy-800 sm:right-6 lg:hidden"
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        {buttonText}
      </button>
      <div
        id={panelId}
        onClick={onPanelClick}
        className="mobile-panel absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain border-t-4 border-gold-400 bg-navy-900 shadow-lift lg:static lg:max-h-none lg:overflow-visible lg:border-t-0 lg:shadow-none"
      >
        {children}
      </div>
    </div>
  );
}
