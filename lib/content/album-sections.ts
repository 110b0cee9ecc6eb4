// The three gallery-type sections: photo albums, capacity building programs and activities. The vendor
// keeps them in one list, told apart by category (spec section 5), and each has a listing page and a detail
// page (?id=). Everything that differs between the three is in this table; the pages, the list getters,
// the sitemap and search read it.
import 'server-only';
import type { FilteredListingRoute } from '@/content/routes';
import type { AlbumDetailRoute } from '@/lib/routes';

export interface AlbumSection {
  /** The vendor's category value, matched ignoring case and surrounding spaces like every category. */
  category: string;
  /** The listing page. */
  listing: FilteredListingRoute;
  /** The detail page, which takes `?id=` (albumPath in lib/routes.ts). */
  detail: AlbumDetailRoute;
  /** One item in running text ('album'), and several ('albums'). */
  one: string;
  many: string;
  /** The kind search results name it by. */
  searchKind: 'Album' | 'Program' | 'Activity';
  /**
   * Whether the listing starts on this year, or last year when this year has nothing (spec section 4 for the
   * gallery; the program page has the gallery's layout); otherwise it starts on All.
   */
  startsOnRecentYear: boolean;
  /** The listing's filters: year, month, title search and count, or the year dropdown alone (spec section 2, Activity). */
  filters: 'all' | 'year';
  /** The listing's cards: day-and-month badge with photo count, or the activity card's full date (spec section 2). */
  card: 'album' | 'activity';
  /** What the detail page says when opened without an id. */
  chooser: string;
}

export const ALBUM_SECTIONS = {
  gallery: {
    category: 'PhotoGallery',
    listing: '/Gallery',
    detail: '/SubGallery',
    one: 'album',
    many: 'albums',
    searchKind: 'Album',
    startsOnRecentYear: true,
    filters: 'all',
    card: 'album',
    chooser: 'Choose an album in the School Gallery to see its photographs.',
  },
  programs: {
    category: 'CapacityBuildingProgram',
    listing: '/BuildingProgram',
    detail: '/SubBuildingProgram',
    one: 'program',
    many: 'programs',
    searchKind: 'Program',
    startsOnRecentYear: true,
    filters: 'all',
    card: 'album',
    chooser: 'Choose a programme on the Capacity Building Program page to see its details and photographs.',
  },
  activities: {
    category: 'Activity',
    listing: '/Activity',
    detail: '/SubActivity',
    one: 'activity',
    many: 'activities',
    searchKind: 'Activity',
    startsOnRecentYear: false,
    filters: 'year',
    card: 'activity',
    chooser: 'Choose an activity on the Activity page to see its details and photographs.',
  },
} as const satisfies Record<string, AlbumSection>;

export type AlbumSectionKey = keyof typeof ALBUM_SECTIONS;

/** The section keys in the order the site lists them. */
export const ALBUM_SECTION_KEYS = Object.keys(ALBUM_SECTIONS) as AlbumSectionKey[];
