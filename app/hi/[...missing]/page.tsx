import { notFound } from 'next/navigation';

// Every address under /hi that no Hindi page has answers the Hindi 404 (app/hi/not-found.tsx) in the Hindi
// frame, rather than the English one of app/global-not-found.tsx.
export default function MissingHindiPage(): never {
  notFound();
}
