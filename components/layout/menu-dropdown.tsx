'use client';

import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from './use-disclosure';

interface MenuDropdownProps {
  label: string;
  panelId: string;
  /** The server-rendered list of links. */
  children: ReactNode;
  /** Desktop panel alignment: groups near the right edge open leftwards so they stay on screen. */
  align?: 'start' | 'end';
  /** Lays long groups out in two columns on wide screens. */
  wide?: boolean;
}

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

/**
 * One group of the main menu as a disclosure button (the APG "disclosure navigation menu" pattern, not
 * an ARIA menu: the items are plain links, reached with Tab). Enter, Space or ArrowDown opens it;
 * ArrowUp/ArrowDown move between its links; Escape closes it and returns focus to the button; focus or a
 * click leaving the group closes it, and so does choosing a link. Before hydration the CSS fallback in
 * globals.css shows the panel on hover and focus instead.
 */
export function MenuDropdown({ label, panelId, children, align = 'start', wide = false }: MenuDropdownProps) {
  const { open, setOpen, rootProps, triggerProps, closeToTrigger } = useDisclosure(panelId);
  const rootRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, setOpen]);

  const focusLink = (index: number) => {
    const links = panelLinks(panelRef.current);
    links.at(index % links.length)?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // The panel must be displayed before one of its links can take focus.
    flushSync(() => setOpen(true));
    focusLink(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeToTrigger();
      return;
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      const links = panelLinks(panelRef.current);
      const current = links.indexOf(event.target);
      focusLink(current + (event.key === 'ArrowDown' ? 1 : links.length - 1));
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <li ref={rootRef} className="menu-group relative" {...rootProps} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        {...triggerProps}
        onKeyDown={onTriggerKeyDown}
        className="group/trigger flex w-full items-center justify-between gap-1 px-4 py-3 text-left font-semibold text-white transition-colors hover:bg-navy-800 aria-expanded:bg-navy-800 lg:w-auto lg:px-3 lg:py-3.5 lg:text-[0.95rem] lg:aria-expanded:bg-navy-950 xl:px-4"
      >
        {label}
        <ChevronDownIcon className="size-4 shrink-0 text-gold-300 transition-transform group-aria-expanded/trigger:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        onClick={onPanelClick}
        className={`menu-panel bg-navy-950 pb-2 lg:absolute lg:top-full lg:z-50 lg:mt-0 lg:rounded-b-card lg:border-t-4 lg:border-gold-400 lg:bg-white lg:p-2 lg:shadow-lift ${align === 'end' ? 'lg:right-0' : 'lg:left-0'} ${wide ? 'lg:w-[34rem]' : 'lg:w-72'}`}
      >
        {children}
      </div>
    </li>
  );
}
