import { paragraphsHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting tags of a message', () => {
    const html =
      '<h2>Welcome</h2><p>Dear <strong>parents</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3><h4>y</h4><blockquote>q</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script tags with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>')).toBe('<p>Hi</p>');
  });

  it('removes style tags and style attributes', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p style="color:red">Text</p>')).toBe('<p>Text</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml('<p onclick="alert(1)" onmouseover=alert(2)>Text</p><img src=x onerror="alert(3)">');
    expect(out).toBe('<p>Text</p>');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it('drops javascript: and data: URLs, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '/relative/path',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">link</a>`);
      expect(out).toBe('<a>link</a>');
    }
  });

  it('keeps http(s) and mailto links and adds rel noopener', () => {
    expect(sanitizeHtml('<a href="https://cbse.gov.in/x?a=1&amp;b=2" target="_blank">CBSE</a>')).toBe(
      '<a href="https://cbse.gov.in/x?a=1&amp;b=2" rel="noopener noreferrer">CBSE</a>',
    );
    expect(sanitizeHtml('<a href="mailto:office@school.example" rel="opener">Mail</a>')).toBe(
      '<a href="mailto:office@school.example" rel="noopener noreferrer">Mail</a>',
    );
  });

  it('strips tags outside the list but keeps their text', () => {
    expect(sanitizeHtml('<div class="x"><span id="y">Hello</span> <font color="red">there</font></div>')).toBe('Hello there');
    expect(sanitizeHtml('<h1>Big</h1><iframe src="https://evil.example"></iframe><img src="x.png">')).toBe('Big');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeHtml('<p>1 < 2 & "quotes"</p>')).not.toContain('<2');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('paragraphsHtml', () => {
  it('makes a paragraph of each text, keeps its line breaks and escapes what looks like markup', () => {
    expect(paragraphsHtml(['Dear Parents,', 'With prayers,\nThe Principal', 'Fees < 5 & "no" <script>'])).toBe(
      '<p>Dear Parents,</p><p>With prayers,<br>The Principal</p><p>Fees &lt; 5 &amp; &quot;no&quot; &lt;script&gt;</p>',
    );
  });
});
