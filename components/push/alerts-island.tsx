'use client';

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ALERT_WORDS, type AlertWords } from '@/content/i18n/alerts';
import { PUSH_SUBSCRIPTION_PATH, PUSH_TOPICS, type PushTopic } from '@/lib/push/contract';
import { base64UrlBytes } from '@/lib/push/key';
import { ALERTS_BUTTON_CLASS, askPermission, canPush, type IslandProps, type TurnOn } from './alerts-button';

/** Where the browser keeps the topics of its subscription, so that a later visit shows alerts on. */
export const TOPICS_KEY = 'push-alert-topics';

/** How long turning on waits for the service worker, which a page registers once it has loaded. */
const WORKER_WAIT_MS = 20_000;

type Phase = 'off' | 'working' | 'on';

function storedTopics(): PushTopic[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOPICS_KEY) ?? 'null');
    const topics = Array.isArray(value) ? PUSH_TOPICS.filter((topic) => value.includes(topic)) : [];
    return topics.length > 0 ? topics : null;
  } catch {
    return null;
  }
}

function storeTopics(topics: readonly PushTopic[] | null): void {
  try {
    if (topics) localStorage.setItem(TOPICS_KEY, JSON.stringify(topics));
    else localStorage.removeItem(TOPICS_KEY);
  } catch {
    // Storage is off: alerts work, and a later visit shows the button instead of the on state.
  }
}

/** Whether `subscription` was made with `key`: a school that changes its keys ends every subscription. */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The service worker's registration, once it is active; a page registers it after it has loaded. */
function workerReady(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no active service worker')), WORKER_WAIT_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer));
}

/** The browser's answer to the question of a click; a question that failed counts as not answered. */
function answerTo({ permission }: TurnOn): Promise<NotificationPermission | null> {
  return permission.catch(() => 'default');
}

interface Earlier {
  subscription: PushSubscription;
  topics: PushTopic[];
}

/**
 * The subscription this browser made on an earlier visit, with the topics it chose, when it still holds with
 * the school's key; else null, and the topics are forgotten.
 */
async function earlierSubscription(publicKey: string): Promise<Earlier | null> {
  const topics = storedTopics();
  if (!topics) return null;
  try {
    const registration = canPush() && Notification.permission === 'granted' ? await navigator.serviceWorker.getRegistration() : undefined;
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription && madeWith(subscription, base64UrlBytes(publicKey))) return { subscription, topics };
    storeTopics(null);
  } catch {
    // The browser would not say: the button stays, and pressing it finds or makes the subscription.
  }
  return null;
}

function ask(method: 'POST' | 'DELETE', body: object): Promise<Response> {
  return fetch(PUSH_SUBSCRIPTION_PATH, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** What to say when the server refused to store a subscription, in the page's language (its own message is English). */
function refusal(response: Response, words: AlertWords): string {
  if (response.status === 400) return words.refusedByServer.service;
  if (response.status === 429) return words.refusedByServer.busy;
  return words.refusedByServer.later;
}

/**
 * The alerts control at work: asks the browser's permission on the first click (or carries out the click
 * that fetched this code), subscribes with the school's VAPID key through the service worker, and stores the
 * subscription with the page's topic and language on the server. Alerts on, it offers the three topics and
 * "Turn off alerts". Every outcome is said in the status line, which screen readers announce; a later visit
 * finds the subscription and shows alerts on, without announcing it.
 */
export function AlertsIsland({ topic, locale, publicKey, hint, children, turnOn, announce }: IslandProps) {
  const words = ALERT_WORDS[locale];
  const [phase, setPhase] = useState<Phase>(turnOn ? 'working' : 'off');
  const [topics, setTopics] = useState<readonly PushTopic[]>([]);
  const subscription = useRef<PushSubscription | null>(null);
  /** The topics the server holds, which a failed change goes back to. */
  const saved = useRef<readonly PushTopic[]>([]);
  /** Changes and turning off, one after the other, so the server gets them in the visitor's order. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const handled = useRef<TurnOn | null>(null);
  /** Set by the visitor's own action: the control it used is gone, so focus goes to the one in its place. */
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const pageTopicBox = useRef<HTMLInputElement>(null);
  const groupLabel = useId();

  function on(current: PushSubscription, chosen: readonly PushTopic[]) {
    subscription.current = current;
    saved.current = chosen;
    setTopics(chosen);
    setPhase('on');
  }

  /** Turns alerts on once the browser has answered the question (null: it has no web push). */
  async function proceed(answer: NotificationPermission | null) {
    if (answer !== 'granted') {
      setPhase('off');
      announce(answer === null ? words.unsupported : answer === 'denied' ? words.refused : words.dismissed);
      return;
    }
    announce(words.working);
    try {
      const key = base64UrlBytes(publicKey);
      const { pushManager } = await workerReady();
      const existing = await pushManager.getSubscription();
      if (existing && !madeWith(existing, key)) await existing.unsubscribe();
      const made = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const response = await ask('POST', { subscription: made.toJSON(), topics: [topic], locale });
      if (!response.ok) {
        setPhase('off');
        announce(refusal(response, words));
        return;
      }
      storeTopics([topic]);
      refocus.current = true;
      on(made, [topic]);
      announce(words.turnedOn[topic]);
    } catch {
      setPhase('off');
      announce(words.failed);
    }
  }

  async function stop() {
    const current = subscription.current;
    if (!current) return;
    try {
      const response = await ask('DELETE', { endpoint: current.endpoint });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
    } catch {
      setTopics(saved.current);
      announce(words.turnOffFailed);
      return;
    }
    // The server has forgotten it; a browser that fails to forget it too gets nothing more sent to it.
    await current.unsubscribe().catch(() => false);
    subscription.current = null;
    storeTopics(null);
    refocus.current = true;
    setPhase('off');
    announce(words.turnedOff);
  }

  async function save(chosen: readonly PushTopic[]) {
    const current = subscription.current;
    if (!current) return;
    try {
      const response = await ask('POST', { subscription: current.toJSON(), topics: chosen, locale });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      saved.current = chosen;
      storeTopics(chosen);
      announce(words.saved);
    } catch {
      setTopics(saved.current);
      announce(words.changeFailed);
    }
  }

  /** Unticking the last topic turns alerts off. */
  function change(name: PushTopic, checked: boolean) {
    const chosen = PUSH_TOPICS.filter((each) => (each === name ? checked : topics.includes(each)));
    if (chosen.length > 0) setTopics(chosen);
    queue.current = queue.current.then(() => (chosen.length > 0 ? save(chosen) : stop()));
  }

  const answered = useEffectEvent((answer: NotificationPermission | null) => void proceed(answer));
  const found = useEffectEvent((earlier: Earlier | null) => {
    if (earlier) on(earlier.subscription, earlier.topics);
  });

  // Carries out the click that fetched this code (focus was on its button, which this one replaces), or
  // shows alerts on when this browser turned them on before.
  useEffect(() => {
    if (!turnOn) {
      void earlierSubscription(publicKey).then(found);
      return;
    }
    if (handled.current === turnOn) return;
    handled.current = turnOn;
    if (document.activeElement === document.body) button.current?.focus();
    void answerTo(turnOn).then(answered);
  }, [turnOn, publicKey]);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body) (phase === 'on' ? pageTopicBox : button).current?.focus();
  }, [phase]);

  if (phase === 'on') {
    return (
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <div role="group" aria-labelledby={groupLabel} className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span id={groupLabel} className="w-full font-semibold text-navy-900 sm:w-auto">
            {words.onFor}
          </span>
          {PUSH_TOPICS.map((name) => (
            <label key={name} className="inline-flex cursor-pointer items-center gap-2 py-1">
              <input
                ref={name === topic ? pageTopicBox : undefined}
                type="checkbox"
                checked={topics.includes(name)}
                onChange={(event) => change(name, event.target.checked)}
                className="size-5 accent-navy-700"
              />
              {words.topics[name]}
            </label>
          ))}
        </div>
        <button type="button" className={ALERTS_BUTTON_CLASS} onClick={() => (queue.current = queue.current.then(stop))}>
          {words.turnOff}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        ref={button}
        type="button"
        className={ALERTS_BUTTON_CLASS}
        aria-disabled={phase === 'working' || undefined}
        onClick={() => {
          // From the click on, the control is 'working' (its button inert) until an outcome is said.
          if (phase !== 'off') return;
          setPhase('working');
          void answerTo(askPermission()).then(proceed);
        }}
      >
        {children}
      </button>
      {hint}
    </div>
  );
}
