import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Crest } from './crest';

// public/logo.svg and app/icon.svg are the crest rendered to files (for Open Graph, the manifest and
// the favicon); this keeps them from drifting when the component changes.
const asFile = (markup: string) => markup.replace(' aria-hidden="true" focusable="false"', '');
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8').replace(/^<\?xml[^>]*>\n/, '').trim();

describe('Crest', () => {
  it('matches public/logo.svg with the initials and app/icon.svg without', () => {
    expect(read('public/logo.svg')).toBe(asFile(renderToStaticMarkup(<Crest initials="SAMS" />)));
    expect(read('app/icon.svg')).toBe(asFile(renderToStaticMarkup(<Crest />)));
  });
});
