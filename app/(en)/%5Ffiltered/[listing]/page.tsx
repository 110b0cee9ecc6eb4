// The filtered twin of every listing with a filter bar. The listings themselves are static (ISR) pages
// that render their default view; next.config.mjs rewrites a listing's address that carries filters
// (`/notice?year=2024`, what the filter form sends without JavaScript and what the island writes) to
// `/_filtered/notice?year=2024`, and this page renders the same listing with that view, dynamically. So the
// static pages keep their bytes and their caching, and only a filtered address costs a render. Its data
// come from the same cached getters; Next sends it with `no-store`, so neither Next nor the nginx front
// keeps a copy per query. The `%5F` spells the folder `_filtered` as a route: a bare `_` would make it a
// private folder. Addressed directly, it answers 404 (proxy.ts).
import { filteredTwin } from '@/components/listing/listing-pages';

const twin = filteredTwin('en');

export const generateMetadata = twin.generateMetadata;

export default twin.Page;
