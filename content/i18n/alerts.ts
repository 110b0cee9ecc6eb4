// The words of the push alerts control on the notices, news and events listings (components/push/), in each
// locale. A module of its own, importing only types: the server part of the control reads the button's name,
// its line and the no-JavaScript note from it, and the island, whose code a page fetches only when the control
// is used or comes into view, imports it whole, so no page sends these words in its first JavaScript or as props.
import type { PushTopic } from '@/lib/push/contract';
import type { Locale } from '@/lib/routes';

export interface AlertWords {
  /** The button that turns alerts on; also named in the messages that say to press it again. */
  button: string;
  /** The line beside the button: what an alert is, on each listing. */
  hint: Record<PushTopic, string>;
  /** What a browser without JavaScript shows instead of the button: the feed above still works. */
  noScript: Record<PushTopic, string>;
  /** The names of the topics, as the checkboxes of the on state name them. */
  topics: Record<PushTopic, string>;
  /** The group of checkboxes of the on state. */
  onFor: string;
  turnOff: string;
  /** Announced while the browser and the server are asked. */
  working: string;
  /** Announced when alerts came on from a listing: which topic they are for. */
  turnedOn: Record<PushTopic, string>;
  /** Announced when a change of topics was saved. */
  saved: string;
  turnedOff: string;
  /** Notifications are blocked for the site: how to allow them again. */
  refused: string;
  /** The question was closed without an answer. */
  dismissed: string;
  /** The browser has no web push (an iPhone's Safari before the site is on the Home Screen). */
  unsupported: string;
  /** Turning on failed without a word from the server (offline, or no answer). */
  failed: string;
  /** Turning on was refused by the server, said in the page's language by the answer's status. */
  refusedByServer: {
    /** 400: the browser's push service is not one the school sends to (or its subscription is malformed). */
    service: string;
    /** 429: too many changes from this address. */
    busy: string;
    /** 503 and anything else: the server cannot store it just now. */
    later: string;
  };
  /** A change of topics failed. */
  changeFailed: string;
  turnOffFailed: string;
}

const en: AlertWords = {
  button: 'Get alerts',
  hint: {
    notices: 'A notification on this phone or computer when the school posts a notice. No app, account or phone number needed.',
    news: 'A notification on this phone or computer when the school posts news. No app, account or phone number needed.',
    events: 'A notification on this phone or computer when the school adds an event. No app, account or phone number needed.',
  },
  noScript: {
    notices: 'Alerts need JavaScript, which is off in this browser. The RSS feed above still brings every new notice.',
    news: 'Alerts need JavaScript, which is off in this browser. The RSS feed above still brings all the news.',
    events: 'Alerts need JavaScript, which is off in this browser. The calendar feed above still brings every new event.',
  },
  topics: { notices: 'Notices', news: 'News', events: 'Events' },
  onFor: 'Alerts are on for',
  turnOff: 'Turn off alerts',
  working: 'Turning on alerts…',
  turnedOn: {
    notices: 'Alerts are on: this phone will tell you when the school posts a notice. You can add news and events too.',
    news: 'Alerts are on: this phone will tell you when the school posts news. You can add notices and events too.',
    events: 'Alerts are on: this phone will tell you when the school adds an event. You can add notices and news too.',
  },
  saved: 'Saved.',
  turnedOff: 'Alerts are off. This phone will get no more alerts from the school.',
  refused:
    'Notifications are blocked for this site. To allow them, tap the icon beside the web address (or open the browser’s menu), choose Site settings, then Notifications, then Allow. Then press Get alerts again.',
  dismissed: 'The question closed without an answer. Press Get alerts again and choose Allow.',
  unsupported:
    'This browser cannot show alerts from a website. On an iPhone or iPad: tap Share, then Add to Home Screen, open the site from the new icon on the Home Screen, and press Get alerts there. On another phone, open this page in Chrome or Firefox.',
  failed: 'Could not turn on alerts. Check the internet connection and try again.',
  refusedByServer: {
    service: 'Could not turn on alerts: the school cannot send alerts to this browser. Open this page in Chrome, Firefox, Edge or Safari and try there.',
    busy: 'Could not turn on alerts: too many tries from this connection. Please try again in a minute.',
    later: 'Could not turn on alerts just now. Please try again later.',
  },
  changeFailed: 'Could not save the change. Check the internet connection and try again.',
  turnOffFailed: 'Could not turn off alerts. Check the internet connection and try again.',
};

const hi: AlertWords = {
  button: 'अलर्ट पाएँ',
  hint: {
    notices: 'विद्यालय कोई सूचना जारी करे, तो इस फ़ोन या कंप्यूटर पर अलर्ट आ जाएगा। न ऐप चाहिए, न खाता, न फ़ोन नंबर।',
    news: 'विद्यालय कोई समाचार दे, तो इस फ़ोन या कंप्यूटर पर अलर्ट आ जाएगा। न ऐप चाहिए, न खाता, न फ़ोन नंबर।',
    events: 'विद्यालय कोई कार्यक्रम जोड़े, तो इस फ़ोन या कंप्यूटर पर अलर्ट आ जाएगा। न ऐप चाहिए, न खाता, न फ़ोन नंबर।',
  },
  noScript: {
    notices: 'अलर्ट के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। ऊपर दिया RSS फ़ीड हर नई सूचना देता रहेगा।',
    news: 'अलर्ट के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। ऊपर दिया RSS फ़ीड हर नया समाचार देता रहेगा।',
    events: 'अलर्ट के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। ऊपर दिया कैलेंडर फ़ीड हर नया कार्यक्रम देता रहेगा।',
  },
  topics: { notices: 'सूचनाएँ', news: 'समाचार', events: 'कार्यक्रम' },
  onFor: 'इनके अलर्ट चालू हैं',
  turnOff: 'अलर्ट बंद करें',
  working: 'अलर्ट चालू हो रहे हैं…',
  turnedOn: {
    notices: 'अलर्ट चालू हो गए: विद्यालय कोई सूचना जारी करेगा, तो यह फ़ोन आपको बताएगा। चाहें तो समाचार और कार्यक्रम भी चुनें।',
    news: 'अलर्ट चालू हो गए: विद्यालय कोई समाचार देगा, तो यह फ़ोन आपको बताएगा। चाहें तो सूचनाएँ और कार्यक्रम भी चुनें।',
    events: 'अलर्ट चालू हो गए: विद्यालय कोई कार्यक्रम जोड़ेगा, तो यह फ़ोन आपको बताएगा। चाहें तो सूचनाएँ और समाचार भी चुनें।',
  },
  saved: 'बदलाव सहेज लिया गया।',
  turnedOff: 'अलर्ट बंद हो गए। अब इस फ़ोन पर विद्यालय के अलर्ट नहीं आएँगे।',
  refused:
    'इस साइट की सूचनाएँ (notifications) ब्राउज़र में बंद हैं। चालू करने के लिए वेब पते के पास बना निशान दबाएँ (या ब्राउज़र का मेनू खोलें), फिर साइट सेटिंग (Site settings), सूचनाएँ (Notifications) और अनुमति दें (Allow) चुनें। फिर से “अलर्ट पाएँ” दबाएँ।',
  dismissed: 'अनुमति का सवाल बिना जवाब के बंद हो गया। फिर से “अलर्ट पाएँ” दबाएँ और अनुमति दें (Allow) चुनें।',
  unsupported:
    'यह ब्राउज़र वेबसाइट के अलर्ट नहीं दिखा सकता। iPhone या iPad पर: शेयर (Share) दबाएँ, फिर होम स्क्रीन पर जोड़ें (Add to Home Screen) चुनें, होम स्क्रीन पर बने नए आइकन से साइट खोलें और वहाँ “अलर्ट पाएँ” दबाएँ। दूसरे फ़ोन पर यह पेज Chrome या Firefox में खोलें।',
  failed: 'अलर्ट चालू नहीं हो सके। इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
  refusedByServer: {
    service: 'अलर्ट चालू नहीं हो सके: विद्यालय इस ब्राउज़र पर अलर्ट नहीं भेज सकता। यह पेज Chrome, Firefox, Edge या Safari में खोलकर वहाँ कोशिश करें।',
    busy: 'अलर्ट चालू नहीं हो सके: इस कनेक्शन से बहुत बार कोशिश हुई है। एक मिनट बाद फिर कोशिश करें।',
    later: 'अलर्ट अभी चालू नहीं हो सके। थोड़ी देर बाद फिर कोशिश करें।',
  },
  changeFailed: 'बदलाव सहेजा नहीं जा सका। इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
  turnOffFailed: 'अलर्ट बंद नहीं हो सके। इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
};

export const ALERT_WORDS: Readonly<Record<Locale, AlertWords>> = { en, hi };
