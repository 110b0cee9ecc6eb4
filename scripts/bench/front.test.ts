/** @jest-environment node */
import type { AccessEntry } from '../../test-support/nginx';
import { assertFromCache, keptLikeAPage, spkiSha256 } from './front';

/** A certificate such as startFront makes (here an EC key, for a short PEM). */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBkzCCATmgAwIBAgIUMKoD2/fwaRaXW9Kmbhl3yOSNDrYwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MB4XDTI2MTIwNjA1NTA1OVoXDTI2MTIwNzA1
NTA1OVowFDESMBAGA1UEAwwJbG9jYWxob3N0MFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAEVIqeGQ2+aMAeP73oAdG8cO1a8Tl30zU4c5IiZrDo9r7quTqvPdNdU2EN
am8A7VRme8g/tanc8cOQLP/mf/L/TqNpMGcwHQYDVR0OBBYEFAU+wHCh3BzvyjKm
ajvRsyIOxjLWMB8GA1UdIwQYMBaAFAU+wHCh3BzvyjKmajvRsyIOxjLWMA8GA1Ud
EwEB/wQFMAMBAf8wFAYDVR0RBA0wC4IJbG9jYWxob3N0MAoGCCqGSM49BAMCA0gA
MEUCIE1Epfzm1dh73Uv95WsJ8Olgt7FPRN5h8tuRwo2vtIghAiEA9tn7kkW23bTV
9o4A3TtzjHU50Qva6FNPFXUVUDwdItg=
-----END CERTIFICATE-----
`;

describe('spkiSha256', () => {
  it("gives the hash Chromium's documentation makes with openssl (x509 -pubkey | pkey -pubin -outform der | dgst -sha256 -binary | base64)", () => {
    expect(spkiSha256(CERTIFICATE)).toBe('DP174dgm4lmZVLvlsz//lsczxRZiIvcGDZOS2snBjrw=');
  });
});

describe('keptLikeAPage', () => {
  it("keeps a 200 under the prefix whatever Next's Cache-Control says, and passes it to the site", () => {
    const directives = keptLikeAPage('/bench-twin/');
    expect(directives).toMatch(/^ {4}location \^~ \/bench-twin\/ \{\n/);
    expect(directives).toContain('proxy_ignore_headers Cache-Control Expires;');
    expect(directives).toMatch(/proxy_cache_valid 200 \d+[smhd];/);
    expect(directives).toContain('proxy_pass http://school_site;');
    expect(directives).not.toContain('proxy_cache off');
  });
});

describe('assertFromCache', () => {
  const entry = (time: number, uri: string, cache: string, method = 'GET'): AccessEntry => ({
    time, client: '127.0.0.1', host: 'localhost', method, uri, status: 200, cache, upstream: cache === 'HIT' ? '' : '127.0.0.1:3931', upstreamSeconds: '',
  });

  it('passes when every GET of the document since the run began came from the cache, fresh or stale', () => {
    expect(() => assertFromCache([entry(100, '/News', 'MISS'), entry(101, '/News', 'HIT'), entry(102, '/News', 'STALE')], '/News', 101)).not.toThrow();
    expect(() => assertFromCache([entry(101, '/search?q=exam', 'HIT'), entry(101.5, '/_next/static/a.js', 'MISS')], '/search?q=exam', 101)).not.toThrow();
  });

  it('throws when the document was answered by Node during the run', () => {
    expect(() => assertFromCache([entry(101, '/News', 'HIT'), entry(102, '/News', 'MISS')], '/News', 101)).toThrow(/from Node.*MISS/);
    expect(() => assertFromCache([entry(101, '/News', '')], '/News', 101)).toThrow(/none/);
  });

  it('throws when the front never saw the document, so a run that went elsewhere is not taken for a cached one', () => {
    expect(() => assertFromCache([entry(100, '/News', 'HIT'), entry(101, '/News?x=1', 'HIT'), entry(102, '/News', 'HIT', 'POST')], '/News', 101)).toThrow(/no GET of \/News/);
  });
});
