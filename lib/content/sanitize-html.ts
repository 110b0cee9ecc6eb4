import 'server-only';
import { FilterXSS, escapeAttrValue, friendlyAttrValue } from 'xss';

// The formatting the vendor's editors produce, and nothing more: no attributes except a link's href and
// title, so no style, class, id or on* handler can ever survive.
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ['href', 'title'],
};

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** The href when it is an absolute http(s) or mailto: URL, after stripping the characters browsers ignore; else null. */
function safeHref(raw: string): string | null {
  // Entities are decoded first ("&#106;avascript:" is javascript: to a browser).
  const value = friendlyAttrValue(raw);
  // Browsers drop control characters and white space inside a scheme ("java\tscript:"), so test what they would see.
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (!SAFE_HREF.test(compact)) return null;
  if (/^https?:/i.test(compact) && !URL.canParse(compact)) return null;
  return value.trim();
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  // Tags outside the list disappear but their text stays; script and style lose their content too.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const href = safeHref(value);
      // Every surviving link leaves the page without handing it a window.opener.
      return href === null ? '' : `href="${escapeAttrValue(href)}" rel="noopener noreferrer"`;
    }
    return undefined;
  },
});

declare const safe: unique symbol;

/** HTML that may be rendered as it is: made by sanitizeHtml, or by paragraphsHtml from plain text. */
export type SafeHtml = string & { readonly [safe]: true };

/** The vendor's untrusted HTML reduced to formatting tags and safe links (http, https, mailto), ready to render. */
export function sanitizeHtml(html: string): SafeHtml {
  return filter.process(html) as SafeHtml;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain-text paragraphs as HTML: a <p> each, every character escaped, a line break kept as <br>. */
export function paragraphsHtml(paragraphs: readonly string[]): SafeHtml {
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
  return paragraphs.map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`).join('') as SafeHtml;
}
