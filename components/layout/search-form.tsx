import type { FrameWords } from '@/content/i18n/frame';
import { SearchIcon } from '@/components/ui/icons';

interface SearchFormProps {
  /** Unique per page, as the header renders one form for wide screens and one in the phone menu. */
  id: string;
  /** The form's words in the page's language. */
  words: FrameWords['search'];
  /** The landmark's name, distinct when a page shows a second search form. */
  label?: string;
  className?: string;
  defaultValue?: string;
}

/** A plain GET form to /search, so searching works before, or without, JavaScript. */
export function SearchForm({ id, words, label = words.landmark, className = '', defaultValue }: SearchFormProps) {
  return (
    <form role="search" aria-label={label} action="/search" method="get" className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {words.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={100}
        placeholder={words.placeholder}
        className="min-w-0 flex-1 rounded-l-full border border-r-0 border-sand-300 bg-white px-4 py-2 text-navy-950 placeholder:text-sand-600 focus:border-navy-700 focus:outline-2 focus:outline-offset-0 focus:outline-navy-700"
      />
      <button
        type="submit"
        className="inline-flex shrink-0 items-center justify-center rounded-r-full bg-navy-800 px-3.5 text-white hover:bg-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only">{words.button}</span>
      </button>
    </form>
  );
}
