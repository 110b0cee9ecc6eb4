import { ServerImage } from '@/components/ui/server-image';
import type { SafeHtml } from '@/lib/content/sanitize-html';

export interface PrincipalView {
  name: string;
  category: string;
  /** Sanitised where the vendor's answer is shaped (lib/content/principal.ts). */
  messageHtml: SafeHtml;
  photoUrl: string | null;
}

// Formatting for the sanitised message: only the tags sanitizeHtml lets through need a style.
const messageClass =
  'max-w-prose text-ink [&_a]:font-semibold [&_a]:text-navy-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:font-serif [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** The principal's name, role, photo and message. */
export function PrincipalMessageView({ principal }: { principal: PrincipalView }) {
  return (
    <article className="rounded-card bg-white p-6 shadow-card ring-1 ring-sand-200 sm:p-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <figure className="shrink-0 sm:w-52">
          <div className="relative mx-auto aspect-[4/5] w-44 overflow-hidden rounded-card bg-navy-100 ring-4 ring-gold-200 sm:w-52">
            {principal.photoUrl ? (
              <ServerImage src={principal.photoUrl} alt={`Photo of ${principal.name}`} fill sizes="(min-width: 640px) 208px, 176px" className="object-cover object-top" priority />
            ) : (
              <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center font-serif text-5xl font-bold text-navy-300">
                P
              </span>
            )}
          </div>
          <figcaption className="mt-4 text-center">
            <span className="block font-serif text-lg font-bold text-navy-900">{principal.name}</span>
            <span className="block text-sm font-semibold tracking-wide text-gold-700 uppercase">{principal.category}</span>
          </figcaption>
        </figure>
        <div className={messageClass} dangerouslySetInnerHTML={{ __html: principal.messageHtml }} />
      </div>
    </article>
  );
}
