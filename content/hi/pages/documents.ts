// The Hindi words of the Bus Route page. The documents are the English PDFs: the routes and stops are
// written there as the school's transport office writes them.
import type { busRouteWords as enBusRouteWords } from '@/content/pages/documents';
import type { Translated } from '../translated';

export const busRouteWords: Translated<typeof enBusRouteWords> = {
  routes: {
    'senior-wings': { title: 'सीनियर विंग: बसों का समय', note: 'कक्षा VI–XII के बस रूट और समय' },
    'junior-wings': { title: 'जूनियर विंग: बसों का समय', note: 'कक्षा I–V के बस रूट और समय' },
  },
  /** Said after each note: the PDFs themselves are in English. */
  afterNote: '. रूट, स्टॉप और समय की सूचियाँ अंग्रेज़ी में हैं।',
};
