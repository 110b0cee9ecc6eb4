// Accessible names of the home page's carousels and scrolling lists; the e2e tests find them by these.
export const HERO_CAROUSEL_LABEL = 'Campus photographs';
export const NEWS_LIST_LABEL = 'latest news';
