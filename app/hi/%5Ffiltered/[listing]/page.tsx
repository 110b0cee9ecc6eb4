// The filtered twin of the Hindi listings (/hi/notice, /hi/News, /hi/Events), as app/(en)/%5Ffiltered is of
// the English ones: next.config.mjs rewrites `/hi/notice?year=2024` here, and this page renders the Hindi
// listing with that view, dynamically and never stored. Addressed directly, it answers 404 (proxy.ts).
import { filteredTwin } from '@/components/listing/listing-pages';

const twin = filteredTwin('hi');

export const generateMetadata = twin.generateMetadata;

export default twin.Page;
