// What the vendor's content service answers, as the specs read it: the demo service's own record shapes
// (the one declaration of them in the repository) and which endpoint answers with which.
import type {
  DemoBirthday,
  DemoCircular,
  DemoEvent,
  DemoGalleryItem,
  DemoHighlight,
  DemoMediaItem,
  DemoNewsItem,
  DemoNotification,
  DemoOnlineRegistration,
  DemoPrincipal,
  DemoTopper,
  DemoVideo,
} from '../scripts/demo-service/data/types';

export type * from '../scripts/demo-service/data/types';
export type { FaultMode } from '../scripts/demo-service/faults';
export type { RequestLogEntry } from '../scripts/demo-service/server';

/** The answer of each content endpoint the specs read; `{code}` stands for the school code. */
export interface VendorAnswers {
  '/api/birthdays/{code}': DemoBirthday[];
  '/api/circular/all/{code}': DemoCircular[];
  '/api/events/{code}': DemoEvent[];
  '/api/events/All/{code}': DemoEvent[];
  '/api/gallery/{code}': DemoGalleryItem[];
  '/api/gallery/All/{code}': DemoGalleryItem[];
  '/api/highlight/{code}': DemoHighlight[];
  '/api/highlight/all/{code}': DemoHighlight[];
  '/api/media/{code}': DemoMediaItem[];
  '/api/news/{code}': DemoNewsItem[];
  '/api/news/All/{code}': DemoNewsItem[];
  '/api/notification/{code}': DemoNotification[];
  '/api/onlineRegistration/{code}': DemoOnlineRegistration[];
  '/api/PrincipalMessage/{code}': DemoPrincipal[];
  '/api/topper/{code}': DemoTopper[];
  '/api/video/All/{code}': DemoVideo[];
}

export type VendorPath = keyof VendorAnswers;
