export declare const NOT_FOUND_HEADER: string;
export declare const PAGE_PATHS: string;
export declare const MISSING_PREFIX: '/missing-item';
export declare const MISSING_DOCUMENTS: {
  readonly en: readonly ['notice', 'News', 'Events', 'Gallery', 'Activity', 'BuildingProgram'];
  readonly hi: readonly ['notice', 'News', 'Events', 'page'];
};
export declare const SITE_NOT_FOUND: 'site';
export declare const notFoundRewrites: {
  source: string;
  has: { type: 'header'; key: string; value?: string }[];
  destination: string;
}[];
