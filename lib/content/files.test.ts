/** @jest-environment node */
import fc from 'fast-check';
import { setContentEnv } from '@/test/content-env';
import { fileUrl, safeHttpUrl } from './files';

const origin = 'https://erp.example.org';
setContentEnv(origin);

describe('fileUrl', () => {
  it('appends the stored path to the image-serving path, encoding each segment', () => {
    expect(fileUrl('gallery/annual day/1.jpg')).toBe(`${origin}/api/image/gallery/annual%20day/1.jpg`);
    expect(fileUrl('/docs/a#b?c.pdf')).toBe(`${origin}/api/image/docs/a%23b%3Fc.pdf`);
  });

  it.each([
    ['../secret'],
    ['gallery/../../etc/passwd'],
    ['gallery/%2e%2e/x.jpg'],
    ['%2E%2E%2Fx'],
    ['gallery\\..\\x.jpg'],
    ['https://evil.example/x.jpg'],
    ['//evil.example/x.jpg'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['a/\u0000/b'],
    ['a\r\nb.jpg'],
    ['a//b.jpg'],
    ['%zz'],
    [''],
    ['   '],
  ])('refuses %j', (path) => {
    expect(fileUrl(path)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(fileUrl(undefined)).toBeNull();
    expect(fileUrl(42)).toBeNull();
  });

  it('keeps the content origin and the /api/image/ prefix whatever the stored path is', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl(), fc.constantFrom('..', '%2e%2e', '\\', '//x')), (path) => {
        const url = fileUrl(path);
        if (url === null) return;
        const parsed = new URL(url);
        expect(parsed.origin).toBe(origin);
        expect(parsed.pathname.startsWith('/api/image/')).toBe(true);
        expect(parsed.pathname.split('/')).not.toContain('..');
        expect(parsed.search).toBe('');
        expect(parsed.hash).toBe('');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(safeHttpUrl(' https://www.cbse.gov.in/ ')).toBe('https://www.cbse.gov.in/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative', 'ftp://x', 'https://', null])('drops %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});
