/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publicFileLabel } from './public-file';

describe('publicFileLabel', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  writeFileSync(path.join(dir, 'report.pdf'), Buffer.alloc(1741));
  writeFileSync(path.join(dir, 'photo.JPG'), Buffer.alloc(300));

  it('states the type and size of the file', () => {
    expect(publicFileLabel('/report.pdf', dir)).toBe('PDF, 1.7 KB');
    expect(publicFileLabel('/photo.JPG', dir)).toBe('JPEG image, 300 bytes');
  });

  it('fails loudly for a missing file or a path outside public/', () => {
    expect(() => publicFileLabel('/missing.pdf', dir)).toThrow();
    expect(() => publicFileLabel('/../etc/passwd', dir)).toThrow('Not a public file');
  });

  it('finds every document of the disclosure page in the real public/ folder', async () => {
    const { academicDocuments, documentsAndInformation } = await import('@/content/pages/disclosure');
    for (const document of [...documentsAndInformation, ...academicDocuments]) {
      expect(publicFileLabel(document.href)).toMatch(/^PDF, \d/);
    }
  });
});
