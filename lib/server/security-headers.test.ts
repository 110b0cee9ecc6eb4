import { securityHeaders } from './security-headers.mjs';

const header = (headers: { key: string; value: string }[], key: string) => headers.find((entry) => entry.key === key)?.value;

/** The CSP as a map from directive to its sources. */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map((csp ?? '').split('; ').map((part) => {
    const [name = '', ...sources] = part.split(' ');
    return [name, sources];
  }));
}

describe('securityHeaders', () => {
  it('asks browsers for HTTPS only when the site is served over https', () => {
    const https = securityHeaders({ contentApiUrl: 'https://erp.example.org', siteUrl: 'https://www.school.example' });
    expect(header(https, 'Strict-Transport-Security')).toBe('max-age=31536000');
    expect(directives(header(https, 'Content-Security-Policy')).has('upgrade-insecure-requests')).toBe(true);

    const http = securityHeaders({ contentApiUrl: 'http://127.0.0.1:4010', siteUrl: 'http://localhost:3000' });
    expect(header(http, 'Strict-Transport-Security')).toBeUndefined();
    expect(directives(header(http, 'Content-Security-Policy')).has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets pages load images and files from the content service origin, and nothing else of it', () => {
    const csp = directives(header(securityHeaders({ contentApiUrl: 'https://erp.example.org/', siteUrl: undefined }), 'Content-Security-Policy'));
    for (const name of ['img-src', 'connect-src', 'frame-src']) expect(csp.get(name)).toContain('https://erp.example.org');
    expect(csp.get('script-src')).not.toContain('https://erp.example.org');
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('names no content service when none is configured', () => {
    const csp = header(securityHeaders({ contentApiUrl: undefined, siteUrl: undefined }), 'Content-Security-Policy');
    expect(csp).not.toMatch(/https?:\/\/(?!www\.google\.com|www\.youtube-nocookie\.com|i\.ytimg\.com)/);
  });

  it('never allows eval, plugins, inline event handlers or a foreign base URL', () => {
    const csp = directives(header(securityHeaders({ contentApiUrl: 'https://erp.example.org', siteUrl: undefined }), 'Content-Security-Policy'));
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('sends no Cross-Origin-Opener-Policy, which would start a visitor arriving from another site or a blank tab in a new renderer process', () => {
    for (const siteUrl of ['https://www.school.example', 'http://localhost:3000']) {
      const headers = securityHeaders({ contentApiUrl: 'https://erp.example.org', siteUrl });
      expect(headers.map((entry) => entry.key.toLowerCase())).not.toContain('cross-origin-opener-policy');
    }
  });
});
