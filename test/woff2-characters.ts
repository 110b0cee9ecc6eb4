import { brotliDecompressSync } from 'node:zlib';

/**
 * The characters a WOFF2 font maps to a glyph, read from its cmap table (formats 4 and 12), so a test can
 * check a committed face without the tools that made it. WOFF2: https://www.w3.org/TR/WOFF2/.
 */
export function woff2Characters(font: Buffer): Set<number> {
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = font.readUInt16BE(12);
  let at = 48;
  const base128 = (): number => {
    let value = 0;
    for (;;) {
      const byte = font.readUInt8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  // Known tags by index: 0 is cmap, 10 glyf, 11 loca (their transform rule differs from the others').
  let cmapOffset = -1;
  let streamOffset = 0;
  for (let table = 0; table < numTables; table += 1) {
    const flags = font.readUInt8(at++);
    const known = flags & 0x3f;
    let tag = '';
    if (known === 0x3f) {
      tag = font.toString('latin1', at, at + 4);
      at += 4;
    }
    const origLength = base128();
    const transform = flags >> 6;
    const glyfOrLoca = known === 10 || known === 11;
    const length = (glyfOrLoca ? transform === 0 : transform !== 0) ? base128() : origLength;
    if (known === 0 || tag === 'cmap') cmapOffset = streamOffset;
    streamOffset += length;
  }
  if (cmapOffset < 0) throw new Error('no cmap table');
  const tables = brotliDecompressSync(font.subarray(at, at + font.readUInt32BE(20)));
  const cmap = tables.subarray(cmapOffset);
  const characters = new Set<number>();
  const numSubtables = cmap.readUInt16BE(2);
  for (let index = 0; index < numSubtables; index += 1) {
    const sub = cmap.subarray(cmap.readUInt32BE(4 + index * 8 + 4));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const start = sub.readUInt16BE(starts + segment * 2);
        const end = sub.readUInt16BE(ends + segment * 2);
        const delta = sub.readUInt16BE(deltas + segment * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : sub.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) characters.add(code);
        }
      }
    } else if (format === 12) {
      const groups = sub.readUInt32BE(12);
      for (let group = 0; group < groups; group += 1) {
        for (let code = sub.readUInt32BE(16 + group * 12); code <= sub.readUInt32BE(20 + group * 12); code += 1) characters.add(code);
      }
    }
  }
  return characters;
}
