/**
 * Classes for a home section that is always below the first screen: the browser skips its style, layout and
 * paint until it nears the viewport (content-visibility: auto), which is most of the page's first rendering
 * on a phone. The content stays in the accessibility tree, find-in-page and the tab order; until first shown
 * the section counts as 40rem tall, and afterwards keeps its rendered height (`auto`).
 */
export const OFFSCREEN_SECTION = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';
