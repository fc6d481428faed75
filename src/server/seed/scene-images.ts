/**
 * Generated banner and article pictures for the demo shop: small scenes built from the product
 * drawings (a rail of garments in the shop, a shop window on a street, folded knitwear on a table,
 * a beach, wrapped gifts, washing on a line, leather goods on a bench, a potter's shelves, a
 * bathroom shelf). The picture is drawn in a box 100 high and as wide as the image's aspect ratio;
 * no text, no fonts. The same inputs always give the same bytes.
 */
import { renderSvg } from './image-render.ts';
import { motifMarkup, seededRandom, shade } from './product-images.ts';

import type { Scene } from './scene-names.ts';

interface Canvas {
  /** Width of the drawing box (its height is 100). */
  w: number;
  rand: () => number;
  /** Numbers the placed drawings so their gradient ids stay apart. */
  next: () => string;
}

/** A product drawing placed with its 100-box top-left at (x, y), `size` wide. */
function place(c: Canvas, motif: string, hex: string, x: number, y: number, size: number, extra = ''): string {
  return `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${(size / 100).toFixed(4)})"${extra}>${motifMarkup(motif, hex, c.next())}</g>`;
}

/** A soft contact shadow under something standing at (x, y). */
const shadow = (x: number, y: number, rx: number, ry = rx * 0.12) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#cast)"/>`;

/** Plain wall with a light falling from the left, and a floor from `floorY`. */
function room(c: Canvas, wall: string, floor: string, floorY: number, planks = true): string {
  const boards = planks
    ? Array.from({ length: 9 }, (_, i) => {
        const y = floorY + ((100 - floorY) * (i + 1) ** 1.4) / 9 ** 1.4;
        return `<path d="M0 ${y.toFixed(1)}L${c.w} ${y.toFixed(1)}" stroke="${shade(floor, -0.2)}" stroke-width="0.25" opacity="0.7"/>`;
      }).join('')
    : '';
  return (
    `<linearGradient id="wallg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${shade(wall, 0.25)}"/><stop offset="1" stop-color="${shade(wall, -0.08)}"/></linearGradient>` +
    `<linearGradient id="floorg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor, -0.12)}"/><stop offset="1" stop-color="${shade(floor, 0.08)}"/></linearGradient>` +
    `<rect width="${c.w}" height="100" fill="url(#wallg)"/><rect y="${floorY}" width="${c.w}" height="${100 - floorY}" fill="url(#floorg)"/>${boards}` +
    `<rect y="${floorY - 1.2}" width="${c.w}" height="1.4" fill="${shade(wall, -0.2)}"/>`
  );
}

/** A window of the given size with daylight and mullions. */
const windowFrame = (x: number, y: number, w: number, h: number, sky = '#cfe3ee') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/><rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="${shade(sky, -0.12)}"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#f7f5f0" stroke-width="1.6"/><path d="M${x + w / 2} ${y}L${x + w / 2} ${y + h}M${x} ${y + h / 2}L${x + w} ${y + h / 2}" stroke="#f7f5f0" stroke-width="1"/>`;

/** A potted plant standing at (x, floor). */
const plant = (c: Canvas, x: number, floor: number, size: number) =>
  shadow(x + size / 2, floor, size * 0.35) + place(c, 'planter', '#c0623b', x, floor - size * 0.86, size);

/** A garment hanging from the rail at y: hanger hook and bar, then the garment below. */
function hanging(c: Canvas, motif: string, hex: string, x: number, railY: number, size: number): string {
  const k = size / 100;
  const hook = `<path d="M${x + 50 * k} ${railY + 0.6} q-1.2 -1.2 0 -2.2 q1.4 -0.8 1.6 1 L${x + 50 * k} ${railY + 4}" fill="none" stroke="#8a8d91" stroke-width="0.5"/>`;
  const bar = `<path d="M${x + 30 * k} ${railY + 4 + 17 * k} L${x + 50 * k} ${railY + 4} L${x + 70 * k} ${railY + 4 + 17 * k}" fill="none" stroke="#a57c52" stroke-width="0.9"/>`;
  return hook + place(c, motif, hex, x, railY + 4 - 10 * k, size) + bar;
}

const GARMENTS: Array<[string, string]> = [
  ['overcoat', '#d6bf9e'],
  ['blouse', '#eee3cc'],
  ['sweater', '#7b1e3a'],
  ['shirt-dress', '#9caf88'],
  ['cardigan', '#b7a6d9'],
  ['denim-jacket', '#3b5b8c'],
  ['striped-tee', '#1f2a44'],
  ['dress', '#c8102e'],
  ['shirt', '#8ec5e8'],
  ['sweater', '#8a8d91'],
];

const SCENE_DRAW: Record<Scene, (c: Canvas) => string> = {
  // The shop floor: a rail of garments in front of a window, a plant, a stack of folded knits.
  rail: (c) => {
    const floor = 82;
    const railY = 12;
    const x0 = c.w * 0.3;
    const x1 = c.w * 0.92;
    const n = Math.max(4, Math.min(8, Math.round((x1 - x0) / 19)));
    const step = (x1 - x0 - 8) / n;
    const garments = Array.from({ length: n }, (_, i) => {
      const [motif, hex] = GARMENTS[(i + Math.floor(c.rand() * 3)) % GARMENTS.length];
      return hanging(c, motif, hex, x0 + 2 + i * step - 7, railY, 31);
    }).join('');
    return (
      room(c, '#e9e1d6', '#b58b62', floor) +
      windowFrame(c.w * 0.05, 10, c.w * 0.2, 52) +
      `<rect x="${x0 - 2}" y="${railY - 1}" width="${x1 - x0 + 4}" height="1.6" rx="0.8" fill="#6f6a64"/>` +
      `<path d="M${x0} ${railY} L${x0} ${floor + 2} M${x1} ${railY} L${x1} ${floor + 2}" stroke="#6f6a64" stroke-width="1.4"/>` +
      shadow((x0 + x1) / 2, floor + 2.5, (x1 - x0) / 2 + 4, 2.2) +
      garments +
      `<rect x="${x0 - 4}" y="${floor + 1.4}" width="8" height="1.2" rx="0.6" fill="#55514c"/><rect x="${x1 - 4}" y="${floor + 1.4}" width="8" height="1.2" rx="0.6" fill="#55514c"/>` +
      plant(c, c.w * 0.12, floor + 6, 26) +
      shadow(c.w * 0.22, floor + 9, 9) +
      place(c, 'scarf', '#d6bf9e', c.w * 0.17, floor - 14, 22) +
      place(c, 'tote', '#8b4a1f', c.w * 0.94 - 8, floor - 10, 18)
    );
  },
  // A shop front on a street: awning, a lit window display, a door, the pavement.
  'shop-window': (c) => {
    const awning = Array.from({ length: Math.ceil(c.w / 6) }, (_, i) => `<rect x="${c.w * 0.1 + i * 6}" y="10" width="3" height="9" fill="#f4f1ea"/>`).join('');
    const winX = c.w * 0.12;
    const winW = c.w * 0.56;
    return (
      `<rect width="${c.w}" height="100" fill="#7d8f86"/><rect width="${c.w}" height="6" fill="#6a7b72"/>` +
      `<rect x="${c.w * 0.1}" y="10" width="${c.w * 0.8}" height="9" fill="#2f5d46"/>` +
      `<clipPath id="awn"><rect x="${c.w * 0.1}" y="10" width="${c.w * 0.8}" height="9"/></clipPath><g clip-path="url(#awn)">${awning}</g>` +
      `<path d="M${c.w * 0.1} 19 ${Array.from({ length: 16 }, () => `q${(c.w * 0.8) / 32} 3 ${(c.w * 0.8) / 16} 0`).join(' ')}" fill="#2f5d46"/>` +
      `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6e4"/><stop offset="1" stop-color="#eadcc4"/></linearGradient>` +
      `<rect x="${winX}" y="24" width="${winW}" height="56" fill="url(#glass)" stroke="#1f2a24" stroke-width="1.4"/>` +
      `<rect x="${winX}" y="70" width="${winW}" height="10" fill="#d9c9ad"/>` +
      `<path d="M${winX + 3} 26 l10 0 l-22 52 l-6 0 Z" fill="#fff" opacity="0.25"/>` +
      hanging(c, 'overcoat', '#b08355', winX + winW * 0.04, 26, 26) +
      hanging(c, 'dress', '#c8102e', winX + winW * 0.3, 26, 26) +
      hanging(c, 'sweater', '#eee3cc', winX + winW * 0.56, 26, 24) +
      `<path d="M${winX + 2} 28 L${winX + winW - 2} 28" stroke="#6f6a64" stroke-width="0.8"/>` +
      place(c, 'tote', '#8b4a1f', winX + winW * 0.78, 52, 20) +
      place(c, 'chelsea-boot', '#1f1f1f', winX + winW * 0.76, 60, 16) +
      place(c, 'ankle-boot', '#b08355', winX + winW * 0.86, 60, 16) +
      `<rect x="${c.w * 0.72}" y="30" width="${c.w * 0.14}" height="50" fill="#2f5d46" stroke="#1f2a24" stroke-width="1.2"/>` +
      `<rect x="${c.w * 0.735}" y="34" width="${c.w * 0.11}" height="24" fill="#e8dcc4" opacity="0.9"/><circle cx="${c.w * 0.835}" cy="62" r="1" fill="${'#c9a24a'}"/>` +
      `<rect y="80" width="${c.w}" height="20" fill="#b9b4ab"/>` +
      Array.from({ length: Math.ceil(c.w / 14) }, (_, i) => `<path d="M${i * 14} 80 L${i * 14 - 6} 100" stroke="#a19c93" stroke-width="0.4"/>`).join('') +
      `<rect y="80" width="${c.w}" height="1.5" fill="#8f8a82"/>` +
      plant(c, c.w * 0.9, 84, 16) +
      plant(c, c.w * 0.02, 84, 14)
    );
  },
  // Folded knitwear stacked on a wooden table against a plaster wall.
  knitwear: (c) => {
    const table = 66;
    const folded = (x: number, y: number, w: number, hex: string) =>
      `<rect x="${x}" y="${y}" width="${w}" height="7" rx="2.2" fill="${hex}"/><rect x="${x}" y="${y}" width="${w}" height="7" rx="2.2" fill="url(#fold)"/>` +
      `<path d="${Array.from({ length: Math.floor(w / 1.2) }, (_, i) => `M${x + 1 + i * 1.2} ${y + 4.6}L${x + 1 + i * 1.2} ${y + 7}`).join('')}" stroke="${shade(hex, -0.3)}" stroke-width="0.3"/>` +
      `<path d="M${x + w * 0.35} ${y + 0.4} Q${x + w * 0.5} ${y + 3} ${x + w * 0.65} ${y + 0.4}" fill="none" stroke="${shade(hex, -0.3)}" stroke-width="0.8"/>`;
    const stack = (x: number, hexes: string[], w: number) => hexes.map((hex, i) => folded(x + (i % 2) * 0.8, table - 7 * (i + 1) + 0.6, w, hex)).join('');
    return (
      room(c, '#ece4d8', '#c9b79c', 86, false) +
      `<linearGradient id="fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>` +
      windowFrame(c.w * 0.62, 8, c.w * 0.3, 40, '#d8e6e0') +
      `<rect x="${c.w * 0.04}" y="${table}" width="${c.w * 0.92}" height="4" fill="#8b5a2b"/><rect x="${c.w * 0.04}" y="${table + 4}" width="${c.w * 0.92}" height="1.5" fill="#6b4320"/>` +
      `<rect x="${c.w * 0.08}" y="${table + 5}" width="3" height="${95 - table}" fill="#6b4320"/><rect x="${c.w * 0.92 - 3}" y="${table + 5}" width="3" height="${95 - table}" fill="#6b4320"/>` +
      stack(c.w * 0.1, ['#d6bf9e', '#8a8d91', '#7b1e3a', '#eee3cc', '#9caf88'], 26) +
      stack(c.w * 0.1 + 32, ['#1f2a44', '#b7a6d9', '#d6bf9e', '#3a3d40'], 24) +
      stack(c.w * 0.1 + 62, ['#eee3cc', '#c0623b', '#8a8d91'], 25) +
      place(c, 'mug', '#eee3cc', c.w * 0.72, table - 15, 16) +
      place(c, 'planter', '#9caf88', c.w * 0.82, table - 26, 28) +
      place(c, 'scarf', '#7b1e3a', c.w * 0.58, table - 17, 18)
    );
  },
  // A summer beach: sky, sea, dunes, a hat, sandals and a tote on the sand.
  beach: (c) =>
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5e8"/><stop offset="1" stop-color="#e8f3f7"/></linearGradient>` +
    `<rect width="${c.w}" height="100" fill="url(#sky)"/><circle cx="${c.w * 0.8}" cy="20" r="9" fill="#fff4c2"/><circle cx="${c.w * 0.8}" cy="20" r="14" fill="#fff4c2" opacity="0.35"/>` +
    `<path d="M0 40 Q${c.w * 0.15} 30 ${c.w * 0.3} 38 T${c.w * 0.6} 40 L${c.w * 0.6} 52 L0 52 Z" fill="#9fb4a3" opacity="0.8"/>` +
    `<rect y="48" width="${c.w}" height="16" fill="#3f8fb5"/><path d="M0 52 L${c.w} 52 M0 57 L${c.w} 57" stroke="#ffffff" stroke-width="0.4" opacity="0.4" stroke-dasharray="6 9"/>` +
    `<path d="M0 62 Q${c.w * 0.3} 58 ${c.w * 0.6} 62 T${c.w} 61 L${c.w} 100 L0 100 Z" fill="#ecd9b0"/>` +
    `<path d="M0 63 Q${c.w * 0.3} 59.5 ${c.w * 0.6} 63 T${c.w} 62" fill="none" stroke="#fff" stroke-width="1" opacity="0.7"/>` +
    shadow(c.w * 0.52, 92, 16) +
    place(c, 'fedora', '#e4cf9c', c.w * 0.52 - 17, 64, 34) +
    shadow(c.w * 0.7, 95, 12) +
    place(c, 'sandal', '#8b4a1f', c.w * 0.7 - 15, 70, 30) +
    shadow(c.w * 0.86, 95, 14) +
    place(c, 'tote', '#f4f3ee', c.w * 0.86 - 20, 56, 40) +
    place(c, 'sunglasses', '#8b4a1f', c.w * 0.34, 72, 22) +
    `<path d="M${c.w * 0.1} 100 L${c.w * 0.16} 40" stroke="#f4f1ea" stroke-width="0.9"/><path d="M${c.w * 0.02} 50 Q${c.w * 0.16} 24 ${c.w * 0.3} 50 Z" fill="#d95d39"/><path d="M${c.w * 0.09} 50 Q${c.w * 0.16} 24 ${c.w * 0.23} 50 Z" fill="#f4f1ea"/>`,
  // Wrapped gifts with ribbons, a candle and a mug on a table under string lights.
  gifts: (c) => {
    const table = 72;
    const gift = (x: number, w: number, h: number, paper: string, ribbon: string) =>
      shadow(x + w / 2, table + 0.5, w * 0.6) +
      `<rect x="${x}" y="${table - h}" width="${w}" height="${h}" fill="${paper}"/><rect x="${x}" y="${table - h}" width="${w * 0.35}" height="${h}" fill="#fff" opacity="0.12"/><rect x="${x + w - w * 0.25}" y="${table - h}" width="${w * 0.25}" height="${h}" fill="#000" opacity="0.12"/>` +
      `<rect x="${x - 0.5}" y="${table - h}" width="${w + 1}" height="3" fill="${shade(paper, -0.12)}"/>` +
      `<rect x="${x + w / 2 - 1}" y="${table - h}" width="2" height="${h}" fill="${ribbon}"/><path d="M${x + w / 2} ${table - h} q-6 -6 -7 -1 q1 3 7 1 q6 -6 7 -1 q-1 3 -7 1 Z" fill="${ribbon}"/>`;
    const bulbs = Array.from({ length: Math.floor(c.w / 8) }, (_, i) => {
      const x = 4 + i * 8;
      const y = 10 + Math.sin(i * 0.9) * 3 + 3;
      return `<circle cx="${x}" cy="${y.toFixed(1)}" r="1.3" fill="#ffe08a"/><circle cx="${x}" cy="${y.toFixed(1)}" r="3" fill="#ffe08a" opacity="0.25"/>`;
    }).join('');
    return (
      room(c, '#3d4a43', '#7a5233', 88, false) +
      `<path d="M0 12 ${Array.from({ length: Math.ceil(c.w / 16) }, () => `q8 6 16 0`).join(' ')}" fill="none" stroke="#2a2a2a" stroke-width="0.3"/>` +
      bulbs +
      `<rect x="0" y="${table}" width="${c.w}" height="28" fill="#8b5a2b"/><rect x="0" y="${table}" width="${c.w}" height="1.5" fill="#a8743f"/>` +
      gift(c.w * 0.05, 26, 26, '#c8102e', '#c9a24a') +
      gift(c.w * 0.05 + 29, 18, 16, '#eee3cc', '#2f5d46') +
      shadow(c.w * 0.36, table + 1, 8) +
      place(c, 'candle', '#b5651d', c.w * 0.36 - 17, table - 31, 34) +
      gift(c.w * 0.5, 28, 34, '#2f5d46', '#f4f1ea') +
      gift(c.w * 0.5 + 31, 20, 20, '#c9a24a', '#7b1e3a') +
      place(c, 'scarf', '#7b1e3a', c.w * 0.79, table - 17, 18) +
      shadow(c.w * 0.95, table + 1, 8) +
      place(c, 'mug', '#eee3cc', c.w * 0.9 - 6, table - 25, 27)
    );
  },
  // Linen drying on a line in a garden.
  'washing-line': (c) =>
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcdcea"/><stop offset="1" stop-color="#eef6f2"/></linearGradient>` +
    `<rect width="${c.w}" height="100" fill="url(#sky)"/>` +
    `<path d="M0 70 Q${c.w * 0.25} 58 ${c.w * 0.5} 66 T${c.w} 62 L${c.w} 100 L0 100 Z" fill="#9caf88"/><path d="M0 80 Q${c.w * 0.3} 72 ${c.w * 0.6} 80 T${c.w} 78 L${c.w} 100 L0 100 Z" fill="#7f9a6c"/>` +
    `<circle cx="${c.w * 0.12}" cy="52" r="12" fill="#5f7d4f"/><circle cx="${c.w * 0.19}" cy="56" r="9" fill="#6f8f5e"/><rect x="${c.w * 0.145}" y="58" width="2" height="16" fill="#6b4a30"/>` +
    `<path d="M${c.w * 0.06} 18 Q${c.w * 0.5} 26 ${c.w * 0.94} 18" fill="none" stroke="#7a7a7a" stroke-width="0.4"/>` +
    `<path d="M${c.w * 0.06} 16 L${c.w * 0.06} 90 M${c.w * 0.94} 16 L${c.w * 0.94} 90" stroke="#8a6d4a" stroke-width="1.4"/>` +
    [
      ['camp-shirt', '#f4f3ee', 0.14],
      ['shirt', '#9caf88', 0.32],
      ['towel', '#d6bf9e', 0.5],
      ['shirt-dress', '#eee3cc', 0.64],
      ['camp-shirt', '#8ec5e8', 0.8],
    ]
      .map(([motif, hex, f]) => {
        const x = c.w * Number(f);
        const y = 18 + 8 * (1 - ((Number(f) - 0.5) / 0.44) ** 2) - 4;
        return (
          place(c, String(motif), String(hex), x - 2, y, 24) +
          `<rect x="${x + 7}" y="${y + 2}" width="1" height="3" fill="#c9a24a"/><rect x="${x + 14}" y="${y + 2}" width="1" height="3" fill="#c9a24a"/>`
        );
      })
      .join(''),
  // Leather goods on a wooden bench: boots, a tote and a wallet.
  'leather-bench': (c) => {
    const seat = 64;
    return (
      room(c, '#d9d2c5', '#a07a56', 84) +
      `<rect x="${c.w * 0.08}" y="${seat}" width="${c.w * 0.84}" height="4" rx="1" fill="#6b4320"/><rect x="${c.w * 0.08}" y="${seat}" width="${c.w * 0.84}" height="1.2" fill="#8b5a2b"/>` +
      `<rect x="${c.w * 0.12}" y="${seat + 4}" width="3" height="${88 - seat}" fill="#5a3a1e"/><rect x="${c.w * 0.88 - 3}" y="${seat + 4}" width="3" height="${88 - seat}" fill="#5a3a1e"/>` +
      shadow(c.w * 0.3, 92, 16) +
      place(c, 'chelsea-boot', '#8b4a1f', c.w * 0.16, 64, 28) +
      place(c, 'hiking-boot', '#b08355', c.w * 0.34, 66, 26) +
      place(c, 'tote', '#8b4a1f', c.w * 0.2, seat - 32, 36) +
      place(c, 'wallet', '#1f1f1f', c.w * 0.5, seat - 18, 20) +
      place(c, 'crossbody', '#c8102e', c.w * 0.64, seat - 30, 30) +
      place(c, 'watch', '#b08355', c.w * 0.78, seat - 20, 16) +
      `<rect x="${c.w * 0.46}" y="${seat - 6}" width="8" height="6" rx="1" fill="#e9e1cf"/><rect x="${c.w * 0.46 + 2}" y="${seat - 8}" width="4" height="2" fill="#c9a24a"/>`
    );
  },
  // A potter's shelves: bowls, mugs and pots.
  'pottery-shelf': (c) => {
    const shelves = [34, 62, 90];
    const items = ['mug', 'bowls', 'planter', 'mug', 'bowls', 'mug'];
    const glazes = ['#c0623b', '#eee3cc', '#1f2a44', '#9caf88', '#b08355', '#f4f3ee', '#3a3d40'];
    return (
      room(c, '#e6dccd', '#b89c7c', 92, false) +
      shelves
        .map(
          (y) =>
            `<rect x="${c.w * 0.05}" y="${y}" width="${c.w * 0.9}" height="2.4" fill="#8b5a2b"/><rect x="${c.w * 0.05}" y="${y + 2.4}" width="${c.w * 0.9}" height="1" fill="#000" opacity="0.15"/>`,
        )
        .join('') +
      shelves
        .slice(0, 2)
        .map((y, row) =>
          Array.from({ length: Math.floor((c.w * 0.86) / 20) }, (_, i) => {
            const motif = items[(i + row * 2) % items.length];
            const size = motif === 'planter' ? 24 : 19;
            return place(c, motif, glazes[(i * 3 + row) % glazes.length], c.w * 0.06 + i * 20, y - size * 0.87, size);
          }).join(''),
        )
        .join('') +
      `<ellipse cx="${c.w * 0.75}" cy="80" rx="14" ry="4" fill="#7a7a7a"/><rect x="${c.w * 0.75 - 13}" y="74" width="26" height="6" fill="#8a8a8a"/>` +
      `<path d="M${c.w * 0.75 - 7} 74 Q${c.w * 0.75 - 8} 64 ${c.w * 0.75 - 4} 60 L${c.w * 0.75 + 4} 60 Q${c.w * 0.75 + 8} 64 ${c.w * 0.75 + 7} 74 Z" fill="#b9896a"/>` +
      place(c, 'bowls', '#c0623b', c.w * 0.12, 70, 20) +
      place(c, 'bowls', '#eee3cc', c.w * 0.3, 70, 20)
    );
  },
  // A bathroom shelf with skincare, against white tiles.
  'bath-shelf': (c) => {
    const tiles =
      Array.from({ length: Math.ceil(c.w / 8) + 1 }, (_, i) => `M${i * 8} 0L${i * 8} 100`).join('') +
      Array.from({ length: 13 }, (_, i) => `M0 ${i * 8}L${c.w} ${i * 8}`).join('');
    const shelf = 80;
    const products: Array<[string, string, number]> = [
      ['pump-bottle', '#6f8f5e', 40],
      ['dropper', '#e8a33d', 32],
      ['cream-jar', '#e8b4b8', 30],
      ['oil-bottle', '#9d86c9', 38],
      ['tube', '#9caf88', 36],
      ['perfume', '#c97b84', 34],
      ['cream-jar', '#5fa8d3', 28],
    ];
    let x = c.w * 0.1;
    const row = products
      .map(([motif, hex, size]) => {
        const out = place(c, motif, hex, x, shelf - size * 0.88, size);
        x += size * 0.8;
        return out;
      })
      .filter((_, i) => c.w * 0.1 + i * 27 < c.w * 0.72)
      .join('');
    return (
      `<rect width="${c.w}" height="100" fill="#f3f1ec"/><path d="${tiles}" stroke="#dedbd3" stroke-width="0.4"/>` +
      `<linearGradient id="lightg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><rect width="${c.w}" height="100" fill="url(#lightg)"/>` +
      `<rect x="${c.w * 0.06}" y="${shelf}" width="${c.w * 0.88}" height="3" fill="#d9d4ca"/><rect x="${c.w * 0.06}" y="${shelf + 3}" width="${c.w * 0.88}" height="1.2" fill="#000" opacity="0.1"/>` +
      row +
      place(c, 'planter', '#f4f3ee', c.w * 0.84, shelf - 33, 36)
    );
  },
};

export function sceneSvg(scene: Scene, width: number, height: number, seed: string): string {
  const w = (100 * width) / height;
  let n = 0;
  const c: Canvas = { w, rand: seededRandom(`${scene}|${seed}`), next: () => `s${n++}` };
  const body = SCENE_DRAW[scene](c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w.toFixed(3)} 100" preserveAspectRatio="xMidYMid slice">
  <defs><radialGradient id="cast"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient></defs>
  ${body}
  <rect width="${w.toFixed(3)}" height="100" fill="url(#vignette)"/>
</svg>`;
}

/** A WebP picture of the scene at the given size. */
export async function renderScene(opts: { scene: Scene; width: number; height: number; seed: string }): Promise<Buffer> {
  const width = Math.max(16, Math.round(opts.width));
  const height = Math.max(16, Math.round(opts.height));
  const [image] = await renderSvg(sceneSvg(opts.scene, width, height, opts.seed), [width]);
  return image;
}
