import { homeWords, type HomeWords } from '@/content/home';
import { hindiHomeWords } from '@/content/hi/home';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** The home page's words in `locale` (content/home.ts, content/hi/home.ts). */
export function homeWordsFor(locale: Locale): HomeWords {
  return wordsFor(locale, { en: homeWords, hi: hindiHomeWords });
}
