'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { PushTopic } from '@/lib/push/contract';
import type { Locale } from '@/lib/routes';

/** What the server gives the control (components/push/alerts-control.tsx). */
export interface AlertsProps {
  /** The topic of the page's listing, which the first click subscribes to. */
  topic: PushTopic;
  locale: Locale;
  /** The VAPID public key (base64url): the subscription's applicationServerKey. */
  publicKey: string;
  /** The line beside the button, rendered by the server. */
  hint: ReactNode;
  /** The button's icon and name, rendered by the server. */
  children: ReactNode;
}

/** A click on "Get alerts": the browser's answer to the question it asked (null where it has no web push). */
export interface TurnOn {
  permission: Promise<NotificationPermission | null>;
}

/** What the island (components/push/alerts-island.tsx) is given. */
export interface IslandProps extends AlertsProps {
  /** The click that fetched the island's code, to be carried out; null when the control came into view. */
  turnOn: TurnOn | null;
  /** Says something in the control's status line, which screen readers announce. */
  announce: (message: string) => void;
}

export const ALERTS_BUTTON_CLASS =
  'inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 font-semibold text-navy-800 shadow-card ring-1 ring-sand-200 hover:ring-gold-400 aria-disabled:cursor-progress aria-disabled:opacity-70';

/** Whether the browser has web push: not an iPhone's Safari before the site is opened from the Home Screen. */
export function canPush(): boolean {
  return 'PushManager' in window && 'serviceWorker' in navigator && 'Notification' in window;
}

/** Asks the browser's permission within the click itself: a browser refuses the question outside one. */
export function askPermission(): TurnOn {
  return { permission: canPush() ? Notification.requestPermission() : Promise.resolve(null) };
}

interface AlertsButtonProps extends AlertsProps {
  /** Said when a click cannot fetch the island's code (offline, before the phone kept it). */
  failed: string;
}

const islandCode = () => import('./alerts-island');

/**
 * The client part of the alerts control that every listing page loads: the "Get alerts" button and the
 * status line. The island that does the work is fetched when the control comes into view, or on the first
 * click, which asks the browser's permission at once and hands the answer to the island. Never a question on
 * load. Without JavaScript the button is hidden, as it could never work (the server part says so).
 */
export function AlertsButton({ failed, ...props }: AlertsButtonProps) {
  const [Island, setIsland] = useState<ComponentType<IslandProps> | null>(null);
  const [turnOn, setTurnOn] = useState<TurnOn | null>(null);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      islandCode().then(
        (island) => setIsland(() => island.AlertsIsland),
        () => undefined,
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function click() {
    setTurnOn(askPermission());
    islandCode().then(
      (island) => setIsland(() => island.AlertsIsland),
      () => setStatus(failed),
    );
  }

  return (
    <div ref={root}>
      {Island ? (
        <Island {...props} turnOn={turnOn} announce={setStatus} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button type="button" className={`${ALERTS_BUTTON_CLASS} noscript:hidden`} onClick={click}>
            {props.children}
          </button>
          {props.hint}
        </div>
      )}
      {/* Always there, so screen readers announce what is written into it; it takes no room while empty. */}
      <p role="status" className="mt-3 max-w-prose border-l-4 border-gold-500 pl-3 font-medium text-navy-900 empty:mt-0 empty:border-0">
        {status}
      </p>
    </div>
  );
}
