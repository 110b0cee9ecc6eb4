// Turns one asset description into file bytes: JPEGs through sharp (SVG plus film-grain noise, so
// file sizes look like real photographs) and PDFs through pdf-lib.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { site } from '@/content/site';
import type { DemoAssetSpec } from './data/types';
import { certificateSvg, clippingSvg, coverSvg, portraitSvg, posterSvg } from './documents';
import { seededRandom } from './random';
import { photoSvg } from './scenes';

interface Raster {
  svg: string;
  width: number;
  height: number;
  /** Opacity of the grain layer, 0-255. */
  grain: number;
  quality: number;
}

const grainCache = new Map<string, Buffer>();

// One grain layer per size and strength, reused: generating 7 MB of noise per picture would cost
// more than drawing it.
function grain(width: number, height: number, alpha: number): Buffer {
  const key = `${width}x${height}@${alpha}`;
  const cached = grainCache.get(key);
  if (cached) return cached;
  const pixels = Buffer.alloc(width * height * 4);
  let state = 0x9e3779b9 ^ (width * 31 + height);
  for (let i = 0; i < width * height; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const value = state & 0xff;
    const o = i * 4;
    pixels[o] = value;
    pixels[o + 1] = value;
    pixels[o + 2] = value;
    pixels[o + 3] = alpha;
  }
  grainCache.set(key, pixels);
  return pixels;
}

type Pictured = Exclude<DemoAssetSpec, { kind: 'pdf' } | { kind: 'scan' }>;

function raster(spec: Pictured): Raster {
  const random = seededRandom(spec.path);
  switch (spec.kind) {
    case 'photo':
      return { svg: photoSvg(spec.scene, spec.width, spec.height, spec.title, spec.caption, random), width: spec.width, height: spec.height, grain: 20, quality: 80 };
    case 'portrait':
      return { svg: portraitSvg(spec.name, spec.gender, spec.caption, spec.staff ?? false, random), width: 600, height: 750, grain: 22, quality: 82 };
    case 'clipping':
      return { svg: clippingSvg(spec.headline, spec.dateline, spec.page, random), width: 1200, height: 1600, grain: 14, quality: 78 };
    case 'cover':
      return { svg: coverSvg(spec.title, spec.issue, random), width: 800, height: 1131, grain: 16, quality: 80 };
    case 'poster':
      return { svg: posterSvg(spec.title, spec.lines, random), width: 1200, height: 800, grain: 12, quality: 82 };
    case 'certificate':
      return { svg: certificateSvg(spec.student, random), width: 1240, height: 1754, grain: 5, quality: 80 };
  }
}

async function renderJpeg(spec: Pictured): Promise<Buffer> {
  const { svg, width, height, grain: alpha, quality } = raster(spec);
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: grain(width, height, alpha), raw: { width, height, channels: 4 } }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

// The standard PDF fonts only encode WinAnsi; typographic quotes and dots are mapped to plain ones.
function winAnsi(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b7/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
}

function wrapToWidth(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(value).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function renderPdf(spec: Extract<DemoAssetSpec, { kind: 'pdf' }>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(spec.title));
  pdf.setAuthor(winAnsi(site.fullName));
  pdf.setCreator('Demo content service');
  pdf.setProducer('pdf-lib');
  // Fixed dates keep regenerated files byte-identical.
  pdf.setCreationDate(new Date('2024-04-01T04:30:00.000Z'));
  pdf.setModificationDate(new Date('2024-04-01T04:30:00.000Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const navy = rgb(0.11, 0.16, 0.35);
  const margin = 56;
  const pages = Math.max(1, Math.min(3, spec.pages));

  const header = (page: PDFPage, number: number) => {
    const { width, height } = page.getSize();
    page.drawRectangle({ x: 0, y: height - 86, width, height: 86, color: navy });
    page.drawText(winAnsi(site.fullName), { x: margin, y: height - 44, size: 16, font: bold, color: rgb(1, 1, 1) });
    page.drawText(winAnsi(`${site.address.locality}, ${site.address.region} - Affiliated to CBSE, New Delhi`), { x: margin, y: height - 66, size: 10, font: regular, color: rgb(0.85, 0.88, 0.95) });
    page.drawText(`Page ${number} of ${pages}`, { x: width - margin - 60, y: 30, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  };

  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    header(page, number);
    const textWidth = page.getWidth() - margin * 2;
    let y = page.getHeight() - 130;
    if (number === 1) {
      for (const line of wrapToWidth(spec.title, bold, 20, textWidth)) {
        page.drawText(line, { x: margin, y, size: 20, font: bold, color: navy });
        y -= 26;
      }
      page.drawText(winAnsi(spec.subtitle), { x: margin, y: y - 2, size: 11, font: italic, color: rgb(0.3, 0.3, 0.3) });
      y -= 22;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + textWidth, y }, thickness: 1, color: navy });
      y -= 28;
    }
    // Later pages continue with the same paragraphs, as a booklet would repeat its sections.
    const paragraphs = number === 1 ? spec.paragraphs : spec.paragraphs.slice(1).concat(spec.paragraphs.slice(0, 1));
    for (const paragraph of paragraphs) {
      for (const line of wrapToWidth(paragraph, regular, 11.5, textWidth)) {
        if (y < 70) break;
        page.drawText(line, { x: margin, y, size: 11.5, font: regular, color: rgb(0.1, 0.1, 0.1) });
        y -= 16;
      }
      y -= 10;
    }
  }
  return Buffer.from(await pdf.save());
}

/**
 * A scanned document: each page a grainy A4 picture at 150 dpi (a poster drawn as the page), so the file is
 * as large as a photocopier's scan and has no text a screen reader or search could read.
 */
async function renderScan(spec: Extract<DemoAssetSpec, { kind: 'scan' }>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(spec.title));
  pdf.setCreator('Demo content service (scanner)');
  pdf.setCreationDate(new Date('2024-04-01T04:30:00.000Z'));
  pdf.setModificationDate(new Date('2024-04-01T04:30:00.000Z'));
  for (let number = 1; number <= spec.pages; number += 1) {
    const { svg } = raster({ kind: 'poster', path: `${spec.path}#${number}`, title: spec.title, lines: [`Page ${number} of ${spec.pages}`] });
    const width = 1240;
    const height = 1754;
    const jpeg = await sharp(Buffer.from(svg))
      .resize(width, height, { fit: 'fill' })
      .composite([{ input: grain(width, height, 70), raw: { width, height, channels: 4 } }])
      .jpeg({ quality: 92, mozjpeg: false })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return Buffer.from(await pdf.save());
}

/** The bytes of one demo asset: a JPEG for pictures, a PDF for documents and scans. */
export async function renderAsset(spec: DemoAssetSpec): Promise<Buffer> {
  if (spec.kind === 'pdf') return renderPdf(spec);
  if (spec.kind === 'scan') return renderScan(spec);
  return renderJpeg(spec);
}
