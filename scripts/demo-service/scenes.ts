// Photo-like scenes of school life for the demo galleries, news and events. They are drawn on a
// 1600x1067 canvas (3:2) and scaled to the requested size; a little camera zoom and colour drift per
// picture keeps the photos of one album visibly different.
import type { DemoScene } from './data/types';
import type { Random } from './random';
import { hsl, outfit, person, SANS, seatedBack, text, tree, wrap, xml } from './svg-kit';

const W = 1600;
const H = 1067;
const HOUSE_COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#f9a825'];

function sky(random: Random, id: string): string {
  const hue = random.range(198, 216);
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, random.range(55, 70), random.range(48, 60))}"/><stop offset="1" stop-color="${hsl(hue - 10, 45, random.range(82, 90))}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
    Array.from({ length: random.int(2, 5) }, () => {
      const cx = random.range(0, W);
      const cy = random.range(60, 260);
      return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${random.range(90, 200).toFixed(0)}" ry="${random.range(25, 45).toFixed(0)}" fill="#fff" opacity="${random.range(0.5, 0.8).toFixed(2)}"/>`;
    }).join('')
  );
}

function chimneys(random: Random, horizon: number): string {
  // The steel plant on the horizon: the one landmark of the township every photo of the town has.
  const parts: string[] = [];
  const start = random.range(900, 1250);
  for (let i = 0; i < 4; i += 1) {
    const x = start + i * random.range(55, 80);
    const h = random.range(120, 220);
    parts.push(`<rect x="${x.toFixed(0)}" y="${(horizon - h).toFixed(0)}" width="22" height="${h.toFixed(0)}" fill="#7d8590"/>`);
    parts.push(`<rect x="${x.toFixed(0)}" y="${(horizon - h + 18).toFixed(0)}" width="22" height="8" fill="#b23a3a"/>`);
    parts.push(`<ellipse cx="${(x + 40).toFixed(0)}" cy="${(horizon - h - 30).toFixed(0)}" rx="60" ry="22" fill="#e8eaee" opacity="0.6"/>`);
  }
  parts.push(`<rect x="${(start - 40).toFixed(0)}" y="${horizon - 70}" width="380" height="70" fill="#8a929c"/>`);
  return parts.join('');
}

function crowd(random: Random, rows: number, top: number, bottom: number, minH: number, maxH: number, uniform = true): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const y = top + (bottom - top) * t;
    const h = minH + (maxH - minH) * t;
    const spacing = h * random.range(0.42, 0.55);
    for (let x = random.range(-20, 40); x < W + 20; x += spacing * random.range(0.85, 1.2)) {
      parts.push(person(x, y + random.range(-6, 6), h * random.range(0.9, 1.08), outfit(random, !uniform)));
    }
  }
  return parts.join('');
}

function assembly(random: Random, title: string): string {
  const wall = hsl(random.range(18, 42), random.range(30, 55), random.range(62, 80));
  const trim = hsl(random.range(0, 30), 45, 38);
  const left = random.range(120, 260);
  const right = W - random.range(120, 260);
  const top = random.range(250, 320);
  const parts = [sky(random, 'sky-a'), `<rect x="0" y="560" width="${W}" height="160" fill="${hsl(110, 25, 45)}"/>`];
  parts.push(`<rect x="${left}" y="${top}" width="${right - left}" height="${720 - top}" fill="${wall}"/>`);
  parts.push(`<rect x="${left - 20}" y="${top - 30}" width="${right - left + 40}" height="36" fill="${trim}"/>`);
  const cols = random.int(10, 14);
  const step = (right - left - 80) / cols;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const x = left + 40 + col * step + step * 0.18;
      const y = top + 40 + row * 120;
      parts.push(`<rect x="${x.toFixed(0)}" y="${y}" width="${(step * 0.64).toFixed(0)}" height="70" fill="${hsl(205, 25, random.range(25, 40))}" stroke="#f4f1ea" stroke-width="6"/>`);
    }
  }
  const mid = (left + right) / 2;
  parts.push(`<path d="M${mid - 80} 720 L${mid - 80} 560 A80 80 0 0 1 ${mid + 80} 560 L${mid + 80} 720 Z" fill="${trim}"/>`);
  parts.push(`<rect x="${mid - 6}" y="${top - 120}" width="12" height="90" fill="#f4f1ea"/><rect x="${mid - 34}" y="${top - 100}" width="68" height="12" fill="#f4f1ea"/>`);
  // Flag on its pole.
  const flagX = random.chance(0.5) ? left - 60 : right + 40;
  parts.push(`<rect x="${flagX}" y="300" width="8" height="440" fill="#d8d8d8"/>`);
  parts.push(`<rect x="${flagX + 8}" y="305" width="120" height="26" fill="#ff9933"/><rect x="${flagX + 8}" y="331" width="120" height="26" fill="#ffffff"/><rect x="${flagX + 8}" y="357" width="120" height="26" fill="#138808"/><circle cx="${flagX + 68}" cy="344" r="10" fill="none" stroke="#000080" stroke-width="3"/>`);
  parts.push(`<rect x="0" y="720" width="${W}" height="${H - 720}" fill="${hsl(30, 18, random.range(55, 66))}"/>`);
  parts.push(text(mid, top - 8, title.slice(0, 60), { size: 26, fill: '#fff', anchor: 'middle', weight: 'bold' }));
  parts.push(crowd(random, random.int(4, 6), 790, 1040, 95, 190));
  return parts.join('');
}

function stage(random: Random, title: string): string {
  const curtain = hsl(random.pick([350, 0, 220, 280, 40]), random.range(50, 70), random.range(26, 36));
  const parts = [
    `<defs><linearGradient id="hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#140c18"/><stop offset="1" stop-color="#2b1c2e"/></linearGradient>`,
    `<radialGradient id="spot"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#hall)"/>`,
    `<rect x="150" y="120" width="${W - 300}" height="560" fill="${hsl(random.range(200, 260), 30, random.range(18, 30))}"/>`,
  ];
  for (let x = 0; x < 260; x += 26) parts.push(`<rect x="${x}" y="60" width="26" height="660" fill="${curtain}" opacity="${x % 52 === 0 ? 1 : 0.82}"/>`);
  for (let x = W - 260; x < W; x += 26) parts.push(`<rect x="${x}" y="60" width="26" height="660" fill="${curtain}" opacity="${x % 52 === 0 ? 0.82 : 1}"/>`);
  for (let x = 0; x < W; x += 80) parts.push(`<path d="M${x} 60 Q${x + 40} 150 ${x + 80} 60 Z" fill="${curtain}"/>`);
  parts.push(`<rect x="0" y="0" width="${W}" height="62" fill="${curtain}"/>`);
  parts.push(`<rect x="420" y="170" width="760" height="90" rx="8" fill="${hsl(random.range(0, 360), 55, 88)}"/>`);
  parts.push(text(800, 228, title.slice(0, 48), { size: 34, fill: '#3a2a1a', anchor: 'middle', weight: 'bold' }));
  parts.push(`<path d="M60 720 L${W - 60} 720 L${W} 800 L0 800 Z" fill="#7a4f2c"/>`);
  const performers = random.int(3, 8);
  for (let i = 0; i < performers; i += 1) {
    const x = 380 + (i + 0.5) * ((W - 760) / performers) + random.range(-25, 25);
    parts.push(person(x, 722, random.range(250, 300), outfit(random, true), random.chance(0.4) ? 'arms-up' : 'stand'));
  }
  for (let i = 0; i < 3; i += 1) {
    parts.push(`<ellipse cx="${random.range(350, 1250).toFixed(0)}" cy="${random.range(450, 650).toFixed(0)}" rx="${random.range(160, 260).toFixed(0)}" ry="${random.range(260, 380).toFixed(0)}" fill="url(#spot)"/>`);
  }
  for (let row = 0; row < 4; row += 1) {
    const y = 860 + row * 62;
    const size = 44 + row * 10;
    for (let x = random.range(-20, 30); x < W + 40; x += size * random.range(1.5, 1.9)) {
      parts.push(seatedBack(x, y, size, { ...outfit(random), top: hsl(random.range(0, 360), 20, 12 + row * 3), hair: '#0d0a0c' }));
    }
  }
  return parts.join('');
}

function field(random: Random): string {
  const parts = [sky(random, 'sky-f')];
  const horizon = random.range(430, 500);
  parts.push(chimneys(random, horizon));
  for (let x = -40; x < W + 60; x += random.range(70, 120)) parts.push(tree(x, horizon + 10, random.range(90, 150), random, 120));
  parts.push(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(random.range(95, 115), random.range(40, 55), random.range(38, 48))}"/>`);
  const trackTop = horizon + 90;
  for (let lane = 0; lane < 6; lane += 1) {
    parts.push(`<ellipse cx="800" cy="${trackTop + 420}" rx="${1300 - lane * 55}" ry="${400 - lane * 28}" fill="none" stroke="${lane === 0 ? '#a8553a' : '#f3efe6'}" stroke-width="${lane === 0 ? 60 : 5}"/>`);
  }
  // Shamiana (tent) for the guests.
  const tentX = random.range(60, 400);
  parts.push(`<path d="M${tentX} ${horizon + 40} L${tentX + 380} ${horizon + 40} L${tentX + 420} ${horizon + 110} L${tentX - 40} ${horizon + 110} Z" fill="#f6f1e4"/>`);
  for (let i = 0; i < 8; i += 2) parts.push(`<path d="M${tentX + i * 47.5} ${horizon + 40} L${tentX + (i + 1) * 47.5} ${horizon + 40} L${tentX + (i + 1) * 52.5 - 40} ${horizon + 110} L${tentX + i * 52.5 - 40} ${horizon + 110} Z" fill="#c0392b"/>`);
  parts.push(crowd(random, 1, horizon + 190, horizon + 190, 120, 120));
  // Bunting.
  parts.push(`<path d="M0 ${horizon - 120} Q800 ${horizon - 40} ${W} ${horizon - 120}" stroke="#555" stroke-width="3" fill="none"/>`);
  for (let x = 10; x < W; x += 60) {
    const y = horizon - 120 + 80 * (1 - ((x - 800) / 800) ** 2) * 0.5;
    parts.push(`<path d="M${x} ${y.toFixed(0)} L${x + 40} ${y.toFixed(0)} L${x + 20} ${(y + 38).toFixed(0)} Z" fill="${random.pick(HOUSE_COLOURS)}"/>`);
  }
  const runners = random.int(4, 7);
  for (let i = 0; i < runners; i += 1) {
    const colour = HOUSE_COLOURS[i % 4] ?? '#c62828';
    parts.push(person(300 + i * ((W - 500) / runners) + random.range(-40, 40), H - random.range(60, 140), random.range(300, 380), outfit(random, false, colour), 'run'));
  }
  return parts.join('');
}

function garden(random: Random): string {
  const parts = [sky(random, 'sky-g')];
  const horizon = random.range(520, 600);
  for (let x = -60; x < W + 80; x += random.range(140, 220)) parts.push(tree(x, horizon + 20, random.range(220, 320), random, random.range(95, 135)));
  parts.push(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(28, random.range(30, 45), random.range(34, 42))}"/>`);
  for (let i = 0; i < 40; i += 1) {
    parts.push(`<ellipse cx="${random.range(0, W).toFixed(0)}" cy="${random.range(horizon + 20, H).toFixed(0)}" rx="${random.range(30, 90).toFixed(0)}" ry="${random.range(8, 20).toFixed(0)}" fill="${hsl(100, 40, random.range(30, 45))}"/>`);
  }
  const saplings = random.int(5, 9);
  for (let i = 0; i < saplings; i += 1) {
    const x = 120 + i * ((W - 240) / saplings) + random.range(-30, 30);
    const y = random.range(horizon + 120, H - 120);
    parts.push(`<ellipse cx="${x.toFixed(0)}" cy="${(y + 6).toFixed(0)}" rx="40" ry="12" fill="#4a2f1c"/><rect x="${(x - 3).toFixed(0)}" y="${(y - 90).toFixed(0)}" width="6" height="90" fill="#4f6b2a"/>`);
    for (let leaf = 0; leaf < 5; leaf += 1) parts.push(`<ellipse cx="${(x + random.range(-26, 26)).toFixed(0)}" cy="${(y - random.range(50, 110)).toFixed(0)}" rx="18" ry="9" fill="${hsl(110, 55, random.range(35, 50))}"/>`);
  }
  const people = random.int(4, 7);
  for (let i = 0; i < people; i += 1) {
    parts.push(person(100 + i * ((W - 200) / people) + random.range(-40, 40), H - random.range(30, 90), random.range(300, 380), outfit(random)));
  }
  return parts.join('');
}

function classroom(random: Random, title: string): string {
  const wall = hsl(random.range(30, 200), random.range(25, 45), random.range(78, 88));
  const parts = [`<rect width="${W}" height="${H}" fill="${wall}"/>`, `<rect x="0" y="700" width="${W}" height="${H - 700}" fill="${hsl(30, 20, random.range(45, 58))}"/>`];
  const boardX = random.range(260, 520);
  parts.push(`<rect x="${boardX - 16}" y="134" width="752" height="392" fill="#6b4a2b"/><rect x="${boardX}" y="150" width="720" height="360" fill="${hsl(150, 35, random.range(20, 28))}"/>`);
  parts.push(text(boardX + 40, 220, title.slice(0, 38), { size: 34, fill: '#f1f1e6', family: SANS, opacity: 0.9 }));
  for (let i = 0; i < 4; i += 1) parts.push(`<rect x="${boardX + 40}" y="${260 + i * 52}" width="${random.range(240, 600).toFixed(0)}" height="6" fill="#e9e9dc" opacity="0.7"/>`);
  for (let i = 0; i < 4; i += 1) {
    const x = random.chance(0.5) ? random.range(20, boardX - 200) : random.range(boardX + 760, W - 190);
    parts.push(`<rect x="${x.toFixed(0)}" y="${random.range(120, 380).toFixed(0)}" width="170" height="220" fill="${hsl(random.range(0, 360), 60, 60)}" stroke="#fff" stroke-width="6"/>`);
  }
  parts.push(`<rect x="${W - 240}" y="140" width="200" height="300" fill="#cfe7f5" stroke="#fff" stroke-width="10"/>`);
  const tables = random.int(2, 3);
  for (let t = 0; t < tables; t += 1) {
    const x = 60 + t * ((W - 120) / tables);
    const w = (W - 120) / tables - 60;
    parts.push(`<rect x="${x.toFixed(0)}" y="760" width="${w.toFixed(0)}" height="40" fill="#8b5a2b"/><rect x="${(x + 20).toFixed(0)}" y="800" width="20" height="180" fill="#6b4423"/><rect x="${(x + w - 40).toFixed(0)}" y="800" width="20" height="180" fill="#6b4423"/>`);
    for (let m = 0; m < 3; m += 1) {
      const mx = x + 40 + m * (w / 3);
      const kind = random.int(0, 2);
      if (kind === 0) parts.push(`<circle cx="${(mx + 40).toFixed(0)}" cy="700" r="58" fill="${hsl(200, 60, 50)}"/><path d="M${(mx + 10).toFixed(0)} 690 q30 -30 60 0" fill="${hsl(110, 50, 40)}"/>`);
      else if (kind === 1) parts.push(`<path d="M${mx.toFixed(0)} 760 L${(mx + 60).toFixed(0)} 640 L${(mx + 120).toFixed(0)} 760 Z" fill="${hsl(20, 50, 40)}"/>`);
      else parts.push(`<rect x="${mx.toFixed(0)}" y="660" width="120" height="100" fill="${hsl(random.range(0, 360), 40, 60)}"/><rect x="${(mx + 20).toFixed(0)}" y="630" width="30" height="30" fill="#ffd54f"/>`);
    }
  }
  const people = random.int(4, 7);
  for (let i = 0; i < people; i += 1) {
    parts.push(person(90 + i * ((W - 180) / people) + random.range(-30, 30), H - random.range(10, 60), random.range(360, 440), outfit(random)));
  }
  return parts.join('');
}

function workshop(random: Random, title: string): string {
  const wall = hsl(random.range(20, 220), random.range(10, 30), random.range(70, 82));
  const parts = [`<rect width="${W}" height="${H}" fill="${wall}"/>`, `<rect x="0" y="640" width="${W}" height="${H - 640}" fill="${hsl(25, 25, random.range(40, 50))}"/>`];
  for (let x = 120; x < W; x += 280) parts.push(`<rect x="${x}" y="20" width="160" height="18" fill="#fffbe6"/>`);
  const screenX = random.range(380, 620);
  parts.push(`<rect x="${screenX}" y="110" width="820" height="470" fill="#fbfbfb" stroke="#444" stroke-width="6"/>`);
  parts.push(`<rect x="${screenX}" y="110" width="820" height="86" fill="${hsl(random.range(190, 250), 55, 35)}"/>`);
  const heading = wrap(title, 50).slice(0, 2);
  parts.push(text(screenX + 410, heading.length > 1 ? 146 : 164, heading, { size: 26, fill: '#fff', anchor: 'middle', weight: 'bold', lineHeight: 30 }));
  for (let i = 0; i < 5; i += 1) {
    parts.push(`<circle cx="${screenX + 60}" cy="${250 + i * 62}" r="8" fill="#333"/><rect x="${screenX + 84}" y="${243 + i * 62}" width="${random.range(300, 640).toFixed(0)}" height="14" fill="#9aa0a6"/>`);
  }
  const podiumX = random.chance(0.5) ? screenX - 200 : screenX + 900;
  parts.push(person(podiumX + 60, 700, 380, { ...outfit(random), top: hsl(random.range(0, 360), 35, 35) }));
  parts.push(`<path d="M${podiumX} 560 L${podiumX + 120} 560 L${podiumX + 110} 720 L${podiumX + 10} 720 Z" fill="#5d4037"/>`);
  for (let row = 0; row < 4; row += 1) {
    const y = 760 + row * 80;
    const size = 48 + row * 12;
    for (let x = random.range(-10, 40); x < W + 40; x += size * random.range(1.7, 2.1)) {
      parts.push(seatedBack(x, y, size, { ...outfit(random), top: random.chance(0.5) ? hsl(random.range(0, 360), 45, 45) : '#f1f1f1' }));
    }
  }
  return parts.join('');
}

const DRAW: Record<DemoScene, (random: Random, title: string) => string> = { assembly, stage, field, garden, classroom, workshop };

/** The drawing of a scene on the 1600x1067 canvas, without camera move or caption. */
export function sceneBody(scene: DemoScene, random: Random, title: string): string {
  return DRAW[scene](random, title);
}

/** The SVG of one photo: the scene, a slight camera move, warm light and a caption bar. */
export function photoSvg(scene: DemoScene, width: number, height: number, title: string, caption: string, random: Random): string {
  const zoom = random.range(1, 1.22);
  const dx = -random.range(0, (zoom - 1) * W);
  const dy = -random.range(0, (zoom - 1) * H);
  const warmth = random.range(0, 0.14);
  const body = sceneBody(scene, random, title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>` +
    `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${zoom.toFixed(3)})">${body}</g>` +
    `<rect width="${W}" height="${H}" fill="#ffb347" opacity="${warmth.toFixed(3)}"/>` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` +
    `<rect x="0" y="${H - 116}" width="${W}" height="116" fill="#000" opacity="0.5"/>` +
    `<text x="36" y="${H - 64}" font-family="${SANS}" font-size="36" fill="#fff" font-weight="bold">${xml(title)}</text>` +
    `<text x="36" y="${H - 24}" font-family="${SANS}" font-size="26" fill="#e0e0e0">${xml(caption)}</text>` +
    `</svg>`
  );
}
