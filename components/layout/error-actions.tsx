import Link from 'next/link';

/** The two ways out of an error page: try the route again, or go home. */
export function ErrorActions({ retry }: { retry: () => void }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <button type="button" onClick={retry} className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700">
        Try again
      </button>
      <Link href="/" className="rounded-lg px-5 py-2.5 font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50">
        Go to the home page
      </Link>
    </div>
  );
}
