// Shapes of the records the demo service answers with, spelled with the vendor's field names.
// The vendor is a MongoDB-backed service, so every record also carries its bookkeeping fields.
import type { DemoTcStudent } from './constants';

export interface DemoRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  __v: number;
}

export interface DemoNotification extends DemoRecord {
  title: string;
  image: string[];
  desc: string;
  attachments: string[];
  url: string;
}

export type DemoClass = 'X' | 'XII';

export interface DemoTopper extends DemoRecord {
  name: string;
  class: DemoClass;
  sessionYear: string;
  stream: string;
  division: string;
  attachments: string[];
}

export interface DemoBirthday extends DemoRecord {
  name: string;
  class: string;
  date: string;
  attachments: string[];
}

export interface DemoEvent extends DemoRecord {
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  images: string[];
  attachments: string[];
}

export interface DemoNewsItem extends DemoRecord {
  title: string;
  description: string;
  category: string;
  url: string;
  fromDate: string;
  attachments: string[];
}

export type DemoGalleryCategory = 'PhotoGallery' | 'CapacityBuildingProgram' | 'Activity';

export interface DemoGalleryItem extends DemoRecord {
  title: string;
  description: string;
  date: string;
  category: DemoGalleryCategory;
  attachments: string[];
}

export interface DemoPrincipal extends DemoRecord {
  name: string;
  category: string;
  message: string;
  attachments: string[];
}

export interface DemoVideo extends DemoRecord {
  title: string;
  videoUrl: string;
  date: string;
}

export interface DemoCircular extends DemoRecord {
  title: string;
  date: string;
  category: string;
  attachments: string[];
  images: string[];
}

export interface DemoHighlight extends DemoRecord {
  title: string;
  description: string;
  category: string;
  fromDate: string;
  attachments: string[];
}

export interface DemoMediaItem extends DemoRecord {
  title: string;
  date: string;
  url?: string;
  attachments: string[];
}

export interface DemoOnlineRegistration extends DemoRecord {
  title: string;
  attachments: string[];
  url: string;
}

/** What a photo shows, so the generated picture roughly matches its album. */
export type DemoScene = 'assembly' | 'stage' | 'field' | 'garden' | 'classroom' | 'workshop';

/** One file the data refers to, with what the asset generator needs to draw it. */
export type DemoAssetSpec =
  | { kind: 'photo'; path: string; width: number; height: number; scene: DemoScene; title: string; caption: string }
  | { kind: 'portrait'; path: string; name: string; gender: 'female' | 'male'; caption: string; staff?: boolean }
  | { kind: 'clipping'; path: string; headline: string; dateline: string; page: number }
  | { kind: 'cover'; path: string; title: string; issue: string }
  | { kind: 'poster'; path: string; title: string; lines: string[] }
  | { kind: 'pdf'; path: string; title: string; subtitle: string; paragraphs: string[]; pages: number }
  /** A photocopier's scan: pages of pictures and no text layer, some 1 MB a page. */
  | { kind: 'scan'; path: string; title: string; pages: number }
  | { kind: 'certificate'; path: string; student: DemoTcStudent };

/** Everything the demo service serves except birthdays, which depend on the day of the request. */
export interface DemoContent {
  /** The Kolkata date the data was generated for, as YYYY-MM-DD. */
  generatedFor: string;
  galleries: DemoGalleryItem[];
  toppers: DemoTopper[];
  principal: DemoPrincipal[];
  notifications: DemoNotification[];
  events: DemoEvent[];
  news: DemoNewsItem[];
  onlineRegistration: DemoOnlineRegistration[];
  videos: DemoVideo[];
  circulars: DemoCircular[];
  highlights: DemoHighlight[];
  media: DemoMediaItem[];
  assets: DemoAssetSpec[];
}
