// Shapes of the school's own static content. Components receive these; the asset script
// (scripts/make-static-assets.ts) reads the same modules to generate every file they point at.

/** A document on this site (a PDF under /docs) or on another site. */
export interface DocumentLink {
  title: string;
  /** `/docs/...` for our own files, an https URL for another site's. */
  href: string;
  /** A short line under the title, e.g. the session or the class. */
  note?: string;
}

/** A photo under /images with its intrinsic size, so the page reserves its space. */
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/** A photo's file and size, for a page that takes its description from the words of the page's language. */
export type Picture = Omit<Photo, 'alt' | 'caption'>;

/** An entry of the staff lists: photo, name, designation, qualification (spec section 3). */
export interface StaffMember {
  name: string;
  designation: string;
  qualification: string;
  photo: Photo;
}

/** A School Managing Committee member: photo, role and name (spec section 3). */
export interface CommitteeMember {
  role: string;
  name: string;
  photo: Photo;
}

/** A titled block of running text. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  /** An optional bulleted list after the paragraphs. */
  points?: readonly string[];
}

/** A titled block of running text with an anchor of its own (/privacy#your-rights), for the statements. */
export interface StatementSection extends TextSection {
  id: string;
  /** Sub-sections after the paragraphs and points, each under a heading of its own. */
  parts?: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** A table of plain text: a caption, column headings and rows of cells. */
export interface TextTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A page of text with photos: the infrastructure pages. */
export interface PhotoPage {
  sections: readonly TextSection[];
  photos: readonly Photo[];
}

/** Slides per view below a window width, like slick's `responsive` breakpoints (max-width, inclusive). */
export interface ResponsiveSlides {
  maxWidth: number;
  slidesPerView: number;
}

/** How one carousel behaves. */
export interface CarouselSettings {
  /** Time each slide stays before the next, in ms; null for no autoplay. */
  autoplayMs: number | null;
  /** Duration of one slide-to-slide movement, in ms. */
  transitionMs: number;
  loop: boolean;
  /** Slides shown at the widest windows. */
  slidesPerView: number;
  /** Fewer (or more) slides below given window widths; the narrowest matching breakpoint wins. */
  responsive?: readonly ResponsiveSlides[];
}

/** A portrait-sized photo, 400x500. */
export const portrait = (src: string, alt: string): Photo => ({ src, alt, width: 400, height: 500 });

/** A landscape photo, 1200x800. */
export const landscape = (src: string, alt: string, caption?: string): Photo =>
  caption ? { src, alt, width: 1200, height: 800, caption } : { src, alt, width: 1200, height: 800 };

/** Whether a link leaves this site (and so opens in a new tab). */
export const isExternal = (href: string): boolean => /^https?:\/\//.test(href);
