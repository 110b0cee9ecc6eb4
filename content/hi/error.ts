// The words of the Hindi error page (app/hi/error.tsx), the twin of content/pages/error.ts. Apart from the
// frame's dictionary because an error page runs in the browser: this module is all it brings there. It says
// what happened in its own words, as the error's own message is English.
import type { ErrorWords } from '@/content/pages/error';

export const HI_ERROR_WORDS: Required<ErrorWords> = {
  title: 'कुछ गड़बड़ हो गई (Unexpected Application Error!)',
  schoolName: 'सेंट एंड्रयूज़ मिशन सीनियर सेकेंडरी स्कूल',
  summary: 'यह पृष्ठ दिखाते समय कोई समस्या आ गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  reference: 'संदर्भ संख्या',
  retry: 'फिर से कोशिश करें',
  goHome: 'मुखपृष्ठ पर जाएँ',
  homeHref: '/hi',
};
