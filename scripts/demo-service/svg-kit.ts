// Drawing primitives shared by the generated demo pictures. Everything is plain SVG that librsvg
// (inside sharp) renders; text uses DejaVu, the font family Debian installs by default.
import type { Random } from './random';

export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const SERIF = "'DejaVu Serif', 'Liberation Serif', 'Times New Roman', serif";

/** Text made safe for an SVG text node or attribute. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An hsl() colour string. */
export function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  const h = ((hue % 360) + 360) % 360;
  return alpha >= 1
    ? `hsl(${h.toFixed(0)},${saturation.toFixed(0)}%,${lightness.toFixed(0)}%)`
    : `hsla(${h.toFixed(0)},${saturation.toFixed(0)}%,${lightness.toFixed(0)}%,${alpha})`;
}

/** Greedy word wrap by an estimated character width; good enough for captions and headings. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A text element; `lines` are stacked with the given line height. */
export function text(
  x: number,
  y: number,
  lines: string | readonly string[],
  options: { size: number; fill: string; family?: string; weight?: string; anchor?: 'start' | 'middle' | 'end'; lineHeight?: number; style?: string; opacity?: number },
): string {
  const list = typeof lines === 'string' ? [lines] : lines;
  const lineHeight = options.lineHeight ?? options.size * 1.25;
  const spans = list
    .map((line, i) => `<tspan x="${x}" y="${(y + i * lineHeight).toFixed(1)}">${xml(line)}</tspan>`)
    .join('');
  return `<text font-family="${options.family ?? SANS}" font-size="${options.size}" fill="${options.fill}" font-weight="${options.weight ?? 'normal'}" font-style="${options.style ?? 'normal'}" text-anchor="${options.anchor ?? 'start'}"${options.opacity === undefined ? '' : ` opacity="${options.opacity}"`}>${spans}</text>`;
}

export interface Outfit {
  top: string;
  bottom: string;
  skin: string;
  hair: string;
  /** Long hair or a plait for some of the girls. */
  longHair: boolean;
}

const SKIN_TONES = ['#8d5a3b', '#a0694a', '#b97d56', '#c68c63', '#7a4b2f', '#d19a72'];

/** A random school-uniform outfit, or a costume when `colourful` is set. */
export function outfit(random: Random, colourful = false, top?: string): Outfit {
  return {
    top: top ?? (colourful ? hsl(random.range(0, 360), 70, 50) : random.pick(['#f5f5f0', '#eef2f7', '#fafafa'])),
    bottom: colourful ? hsl(random.range(0, 360), 60, 35) : random.pick(['#1f2a4d', '#23315c', '#2b2b3d']),
    skin: random.pick(SKIN_TONES),
    hair: random.pick(['#1b1410', '#241a14', '#2e2018']),
    longHair: random.chance(0.45),
  };
}

/** A standing person whose feet are at (x, y) and who is `h` tall, facing the viewer. */
export function person(x: number, y: number, h: number, look: Outfit, pose: 'stand' | 'arms-up' | 'run' = 'stand'): string {
  const head = h * 0.095;
  const headY = y - h + head;
  const shoulderY = headY + head * 1.6;
  const hipY = y - h * 0.45;
  const bodyW = h * 0.24;
  const legW = h * 0.075;
  const parts: string[] = [];
  if (look.longHair) parts.push(`<rect x="${x - head * 1.05}" y="${headY - head * 0.2}" width="${head * 2.1}" height="${head * 2.6}" rx="${head}" fill="${look.hair}"/>`);
  // Legs.
  if (pose === 'run') {
    parts.push(`<path d="M${x - legW} ${hipY} L${x - h * 0.18} ${y} L${x - h * 0.12} ${y} L${x} ${hipY + h * 0.05} Z" fill="${look.bottom}"/>`);
    parts.push(`<path d="M${x} ${hipY} L${x + h * 0.2} ${y - h * 0.12} L${x + h * 0.24} ${y - h * 0.08} L${x + legW} ${hipY + h * 0.04} Z" fill="${look.bottom}"/>`);
  } else {
    parts.push(`<rect x="${x - bodyW * 0.42}" y="${hipY - 2}" width="${legW}" height="${y - hipY}" fill="${look.bottom}"/>`);
    parts.push(`<rect x="${x + bodyW * 0.42 - legW}" y="${hipY - 2}" width="${legW}" height="${y - hipY}" fill="${look.bottom}"/>`);
  }
  // Arms.
  const armW = h * 0.055;
  if (pose === 'arms-up') {
    parts.push(`<path d="M${x - bodyW / 2} ${shoulderY + 4} L${x - bodyW * 0.95} ${shoulderY - h * 0.22}" stroke="${look.top}" stroke-width="${armW}" stroke-linecap="round"/>`);
    parts.push(`<path d="M${x + bodyW / 2} ${shoulderY + 4} L${x + bodyW * 0.95} ${shoulderY - h * 0.22}" stroke="${look.top}" stroke-width="${armW}" stroke-linecap="round"/>`);
  } else {
    parts.push(`<path d="M${x - bodyW / 2} ${shoulderY + 4} L${x - bodyW * 0.62} ${hipY + h * 0.02}" stroke="${look.top}" stroke-width="${armW}" stroke-linecap="round"/>`);
    parts.push(`<path d="M${x + bodyW / 2} ${shoulderY + 4} L${x + bodyW * (pose === 'run' ? 0.9 : 0.62)} ${hipY + h * (pose === 'run' ? -0.08 : 0.02)}" stroke="${look.top}" stroke-width="${armW}" stroke-linecap="round"/>`);
  }
  // Torso, neck, head and hair.
  parts.push(`<rect x="${x - bodyW / 2}" y="${shoulderY}" width="${bodyW}" height="${hipY - shoulderY + 2}" rx="${bodyW * 0.25}" fill="${look.top}"/>`);
  parts.push(`<rect x="${x - head * 0.35}" y="${headY + head * 0.7}" width="${head * 0.7}" height="${head}" fill="${look.skin}"/>`);
  parts.push(`<circle cx="${x}" cy="${headY}" r="${head}" fill="${look.skin}"/>`);
  parts.push(`<path d="M${x - head} ${headY} A${head} ${head} 0 0 1 ${x + head} ${headY} Q${x} ${headY - head * 0.45} ${x - head} ${headY} Z" fill="${look.hair}"/>`);
  return `<g>${parts.join('')}</g>`;
}

/** A person seen from behind and seated, as in an audience or a workshop: head and shoulders only. */
export function seatedBack(x: number, y: number, size: number, look: Outfit): string {
  return (
    `<path d="M${x - size * 0.9} ${y + size * 1.6} Q${x - size * 0.9} ${y + size * 0.55} ${x} ${y + size * 0.5} Q${x + size * 0.9} ${y + size * 0.55} ${x + size * 0.9} ${y + size * 1.6} Z" fill="${look.top}"/>` +
    `<circle cx="${x}" cy="${y}" r="${size * 0.5}" fill="${look.hair}"/>`
  );
}

/** A tree: trunk plus a clustered canopy. */
export function tree(x: number, y: number, size: number, random: Random, hue: number): string {
  const parts = [`<rect x="${x - size * 0.07}" y="${y - size * 0.9}" width="${size * 0.14}" height="${size * 0.9}" fill="#5b3b25"/>`];
  for (let i = 0; i < 6; i += 1) {
    const cx = x + random.range(-0.45, 0.45) * size;
    const cy = y - size * 0.95 + random.range(-0.35, 0.2) * size;
    parts.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size * random.range(0.28, 0.42)).toFixed(1)}" fill="${hsl(hue + random.range(-12, 12), 45, random.range(24, 38))}"/>`);
  }
  return parts.join('');
}
