// The Hindi words of the Bus Route page. The documents are the English PDFs: the routes and stops are
// written there as the school's transport office writes them.
import type { busRoutes as enBusRoutes } from '@/content/pages/documents';
import type { Translated } from '../translated';

type BusRoute = (typeof enBusRoutes)[number];

export const busRoutes: readonly Translated<Omit<BusRoute, 'href'>>[] = [
  { id: 'senior-wings', title: 'सीनियर विंग: बसों का समय', note: 'कक्षा VI–XII के बस रूट और समय' },
  { id: 'junior-wings', title: 'जूनियर विंग: बसों का समय', note: 'कक्षा I–V के बस रूट और समय' },
];

export const busRoutePage = {
  /** Said under the documents: the PDFs themselves are in English. */
  inEnglish: 'रूट, स्टॉप और समय की सूचियाँ अंग्रेज़ी में हैं।',
} as const;
