/** @jest-environment node */
import { mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DEMO_TC_STUDENTS } from './data/constants';
import type { DemoAssetSpec } from './data/types';
import { ensureDemoAssets } from '../make-demo-assets';
import { renderAsset } from './render';

const KB = 1024;
const student = DEMO_TC_STUDENTS[0]!;

async function jpeg(spec: DemoAssetSpec) {
  const data = await renderAsset(spec);
  const meta = await sharp(data).metadata();
  return { size: data.length, format: meta.format, width: meta.width, height: meta.height };
}

describe('renderAsset', () => {
  it('draws gallery photos as 1600x1067 JPEGs of a realistic size', async () => {
    const photo = await jpeg({ kind: 'photo', path: 'gallery/test/1.jpg', width: 1600, height: 1067, scene: 'stage', title: 'Annual Day Celebration 2025', caption: 'Photo 1 of 6' });
    expect(photo).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(photo.size).toBeGreaterThan(150 * KB);
    expect(photo.size).toBeLessThan(350 * KB);
  });

  it('draws two photos of one album differently', async () => {
    const spec = { kind: 'photo', width: 1200, height: 800, scene: 'field', title: 'Sports', caption: '' } as const;
    const [a, b] = await Promise.all([renderAsset({ ...spec, path: 'x/1.jpg' }), renderAsset({ ...spec, path: 'x/2.jpg' })]);
    expect(a.equals(b)).toBe(false);
  });

  it('draws portraits, clippings, covers and posters at their sizes', async () => {
    expect(await jpeg({ kind: 'portrait', path: 'toppers/a.jpg', name: 'Ananya Singh', gender: 'female', caption: 'Class X' })).toMatchObject({ width: 600, height: 750 });
    expect(await jpeg({ kind: 'clipping', path: 'media/a-1.jpg', headline: 'Students shine', dateline: 'Bokaro Steel City, 1 May 2025', page: 1 })).toMatchObject({ width: 1200, height: 1600 });
    expect(await jpeg({ kind: 'cover', path: 'magazines/a.jpg', title: 'The Andrean', issue: 'Annual Issue 2025' })).toMatchObject({ width: 800, height: 1131 });
    expect(await jpeg({ kind: 'poster', path: 'notifications/a.jpg', title: 'Sports Meet', lines: ['8:30 AM'] })).toMatchObject({ width: 1200, height: 800 });
  });

  it('draws an A4 transfer certificate between 100 and 300 KB', async () => {
    const certificate = await jpeg({ kind: 'certificate', path: student.certificate, student });
    expect(certificate).toMatchObject({ format: 'jpeg', width: 1240, height: 1754 });
    expect(certificate.size).toBeGreaterThan(100 * KB);
    expect(certificate.size).toBeLessThan(300 * KB);
  });

  it('writes PDFs with the requested number of pages, even with typographic characters', async () => {
    const data = await renderAsset({ kind: 'pdf', path: 'docs/a.pdf', title: 'Principal’s “Notice” – 2025 · ₹250', subtitle: 'Notice', paragraphs: ['One paragraph.', 'Another paragraph.'], pages: 3 });
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(data)).getPageCount()).toBe(3);
  });

  it('writes a scan as a PDF of pictures over 2 MB with no text in it (no font)', async () => {
    const data = await renderAsset({ kind: 'scan', path: 'docs/scan.pdf', title: 'Prospectus', pages: 3 });
    expect((await PDFDocument.load(data)).getPageCount()).toBe(3);
    expect(data.length).toBeGreaterThan(2 * 1024 * KB);
    expect(data.length).toBeLessThan(5 * 1024 * KB);
    expect(data.includes('/Font')).toBe(false);
    expect(data.includes('/DCTDecode')).toBe(true);
  });
});

describe('ensureDemoAssets', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-assets-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('draws what is missing, skips what is up to date and redraws a deleted file', async () => {
    const filter = (spec: DemoAssetSpec) => spec.path === student.certificate || spec.path.startsWith('docs/notices/');
    const first = await ensureDemoAssets(dir, { filter });
    expect(first.generated).toBe(first.total);
    expect(first.total).toBeGreaterThan(5);
    expect((await readFile(path.join(dir, student.certificate))).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const second = await ensureDemoAssets(dir, { filter });
    expect(second.generated).toBe(0);

    await unlink(path.join(dir, student.certificate));
    const third = await ensureDemoAssets(dir, { filter });
    expect(third.generated).toBe(1);
  });

  it('stops starting new files once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const summary = await ensureDemoAssets(path.join(dir, 'aborted'), { signal: controller.signal, filter: (spec) => spec.kind === 'pdf' });
    expect(summary.generated).toBe(0);
  });
});
