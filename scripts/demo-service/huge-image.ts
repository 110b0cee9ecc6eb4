// A real PNG of 20,000 x 20,000 grey pixels (400 megapixels, about 400 KB compressed): what a vendor's
// oversized scan or a decompression bomb looks like to the site. Made once, on first use, in about 2 s.
import { createDeflate, crc32 } from 'node:zlib';

export const HUGE_IMAGE_SIDE = 20_000;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, check]);
}

async function makeHugePng(): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(HUGE_IMAGE_SIDE, 0);
  header.writeUInt32BE(HUGE_IMAGE_SIDE, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), default compression, filter and no interlace follow as zeros
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  // Each row: filter byte 0, then one byte per pixel.
  const row = Buffer.alloc(HUGE_IMAGE_SIDE + 1);
  for (let y = 0; y < HUGE_IMAGE_SIDE; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

let made: Promise<Buffer> | undefined;

/** The huge PNG, made on the first call. */
export function hugePng(): Promise<Buffer> {
  made ??= makeHugePng();
  return made;
}
