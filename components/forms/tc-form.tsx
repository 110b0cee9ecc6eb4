'use client';

import { useId, useState, type FormEvent } from 'react';
import { useDeferredHydrated } from '@/components/ui/use-hydrated';
import { TC_FIELD_MAX, TC_MESSAGES, validateTcRequest } from '@/lib/tc/request';

/** Where the form posts: the site's own route handler, never the content service. */
export const TC_ENDPOINT = '/api/tc';

/** The form's words in the page's language; the messages by their key in TC_MESSAGES. */
export interface TcFormWords {
  form: string;
  name: { label: string; accessibleName?: string };
  admission: { label: string; accessibleName?: string };
  submit: string;
  messages?: Readonly<Record<keyof typeof TC_MESSAGES, string>>;
}

const ENGLISH: TcFormWords = {
  form: 'Transfer certificate request',
  name: { label: 'Student Full Name' },
  admission: { label: 'Admission Number' },
  submit: 'Request certificate',
};

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string } | { kind: 'done' };

const inputClass =
  'block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-base text-ink shadow-sm hover:border-navy-400 focus-visible:border-navy-700 aria-[invalid=true]:border-red-700';

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return TC_MESSAGES.failed;
}

function saveAs(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; freeing it later leaves slow browsers time to read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The transfer certificate request. Without JavaScript it is a plain form posting to /api/tc, whose
 * answer downloads as tc.jpg; with JavaScript it validates with the handler's own schema, posts JSON,
 * shows the busy state and the error beside the fields, and saves the answer as tc.jpg.
 */
export function TcForm({ words = ENGLISH }: { words?: TcFormWords }) {
  const hydrated = useDeferredHydrated();
  // The handler answers in English (TC_MESSAGES): a page in another language shows its own words for them.
  const say = (message: string): string => {
    const key = (Object.keys(TC_MESSAGES) as (keyof typeof TC_MESSAGES)[]).find((name) => TC_MESSAGES[name] === message);
    return key && words.messages ? words.messages[key] : message;
  };
  const [name, setName] = useState('');
  const [admission, setAdmission] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const errorId = useId();
  const busy = status.kind === 'busy';
  const error = status.kind === 'error' ? say(status.message) : null;

  function edit(setter: (value: string) => void, value: string) {
    setter(value);
    if (status.kind === 'error' || status.kind === 'done') setStatus({ kind: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const valid = validateTcRequest({ name, admission });
    if (!valid.ok) {
      setStatus({ kind: 'error', message: valid.message });
      return;
    }
    setStatus({ kind: 'busy' });
    let response: Response;
    try {
      response = await fetch(TC_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(valid.data),
      });
    } catch {
      setStatus({ kind: 'error', message: navigator.onLine ? TC_MESSAGES.failed : TC_MESSAGES.offline });
      return;
    }
    if (!response.ok) {
      setStatus({ kind: 'error', message: await messageOf(response) });
      return;
    }
    try {
      saveAs(await response.blob(), 'tc.jpg');
    } catch {
      setStatus({ kind: 'error', message: TC_MESSAGES.download });
      return;
    }
    setStatus({ kind: 'done' });
  }

  return (
    <form
      action={TC_ENDPOINT}
      method="post"
      aria-label={words.form}
      // Until hydration the browser's own required-field check stands in for the script's message.
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      className="space-y-5 rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200 sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="tc-name" className="mb-1.5 block font-semibold text-navy-900">
            {words.name.label}
          </label>
          <input
            id="tc-name"
            aria-label={words.name.accessibleName}
            name="name"
            type="text"
            required
            maxLength={TC_FIELD_MAX}
            autoComplete="off"
            value={name}
            onChange={(event) => edit(setName, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="tc-admission" className="mb-1.5 block font-semibold text-navy-900">
            {words.admission.label}
          </label>
          <input
            id="tc-admission"
            aria-label={words.admission.accessibleName}
            name="admission"
            type="text"
            required
            maxLength={TC_FIELD_MAX}
            autoComplete="off"
            spellCheck={false}
            value={admission}
            onChange={(event) => edit(setAdmission, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
        </div>
      </div>
      <div id={errorId} role="alert" className="rounded-lg font-semibold text-red-800 not-empty:bg-red-50 not-empty:px-4 not-empty:py-3 not-empty:ring-1 not-empty:ring-red-200">
        {error}
      </div>
      <div role="status" className="rounded-lg font-semibold text-navy-900 not-empty:bg-navy-50 not-empty:px-4 not-empty:py-3 not-empty:ring-1 not-empty:ring-navy-200">
        {busy ? say(TC_MESSAGES.busy) : status.kind === 'done' ? say(TC_MESSAGES.downloaded) : null}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-navy-700 disabled:cursor-wait disabled:bg-sand-500"
      >
        {busy ? say(TC_MESSAGES.busy) : words.submit}
      </button>
    </form>
  );
}
