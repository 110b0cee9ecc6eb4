// The words of the Hindi error page (app/hi/error.tsx). Apart from the frame's dictionary because an error
// page runs in the browser: this module is all it brings there. The English error page keeps its own words.

export const HI_ERROR_WORDS = {
  title: 'कुछ गड़बड़ हो गई (Unexpected Application Error!)',
  summary: 'यह पृष्ठ दिखाते समय कोई समस्या आ गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  reference: 'संदर्भ संख्या',
  retry: 'फिर से कोशिश करें',
  goHome: 'मुखपृष्ठ पर जाएँ',
  homeHref: '/hi',
} as const;
