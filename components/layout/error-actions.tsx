interface ErrorActionsProps {
  retry: () => void;
  /** The buttons' words and the home page, in the page's language (content/pages/error.ts). */
  words: { retry: string; goHome: string; homeHref: string };
}

/** The two ways out of an error page: try the route again, or go home. */
export function ErrorActions({ retry, words }: ErrorActionsProps) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <button type="button" onClick={retry} className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700">
        {words.retry}
      </button>
      {/* A plain link: it loads the home page whole, a fresh start after an error, and keeps next/link out of
          the error boundaries' chunk, which every page loads (with two root layouts it is a chunk of its own). */}
      <a href={words.homeHref} className="rounded-lg px-5 py-2.5 font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50">
        {words.goHome}
      </a>
    </div>
  );
}
