import 'server-only';
// Loading a getter module registers its list feeds with resource.ts; these are every feed of the site.
import './birthdays';
import './circulars';
import './events';
import './gallery';
import './highlights';
import './media';
import './news';
import './notifications';
import './online-registration';
import './principal';
import './toppers';
import './videos';

export { feedFetchTimes } from './resource';
