/**
 * Generated product images for the demo shop, drawn like studio photographs: each product kind
 * (its `motif` in the seed data) has its own drawing in the variant's colour, lit from the upper
 * left (every fill in the main colour is a gradient, folds and seams are darker strokes), standing
 * on a paper sweep with a soft contact shadow. The SVG is converted to WebP with sharp; renders can
 * be cached on disk by the hash of their SVG (see image-render.ts). No fonts, no downloads; the
 * same inputs always give the same bytes.
 */
import { renderSvg } from './image-render.ts';
import { fnv1a } from '../platform/fnv.ts';

export interface ProductImageOptions {
  motif: string;
  hex: string;
  seed: string;
  width: number;
}

/** A small deterministic generator (mulberry32) in [0, 1). */
export function seededRandom(seed: string | number): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : fnv1a(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1], 16) : 0x888888;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes the colour toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const k = Math.abs(amount);
  const out = parseHex(hex).map((c) => Math.round(c + (target - c) * k));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The colours a drawing uses, all derived from the variant's colour. */
export interface Paint {
  /** Main fill: a gradient lit from the upper left. */
  f: string;
  /** Flat main colour, a darker and a lighter tone, a deep shadow tone, and a line (seam) tone. */
  hex: string;
  d: string;
  l: string;
  dd: string;
  line: string;
  /** Gradient of the darker tone (linings, insides). */
  fd: string;
  /** Gradient of the lighter tone. */
  fl: string;
}

/** The gradients behind a Paint; `id` keeps several paints apart in one SVG. */
export function paintFor(hex: string, id: string): { paint: Paint; defs: string } {
  const lum = luminance(hex);
  const light = shade(hex, lum < 0.25 ? 0.22 : 0.14);
  const dark = shade(hex, lum < 0.25 ? -0.35 : -0.28);
  const d = shade(hex, lum < 0.2 ? 0.3 : -0.25);
  const l = shade(hex, lum > 0.8 ? -0.1 : 0.4);
  const grad = (gid: string, a: string, b: string, c: string) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0.85" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
  const defs = grad(`${id}f`, light, hex, dark) + grad(`${id}d`, shade(d, 0.1), d, shade(d, -0.3)) + grad(`${id}l`, shade(l, 0.15), l, shade(l, -0.15));
  return {
    defs,
    paint: {
      f: `url(#${id}f)`,
      fd: `url(#${id}d)`,
      fl: `url(#${id}l)`,
      hex,
      d,
      l,
      dd: shade(hex, lum < 0.2 ? 0.12 : -0.5),
      line: shade(hex, lum < 0.2 ? 0.35 : lum > 0.8 ? -0.22 : -0.4),
    },
  };
}

const METAL = '#c9ccd1';
const GOLD = '#c9a24a';
const GREEN = '#4f7a45';
const SOLE = '#f1efe9';
const JUTE = '#c8a66e';

/** A fold or seam: a thin darker stroke. */
const fold = (d: string, p: Paint, w = 0.6, o = 0.45) => `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${w}" opacity="${o}" stroke-linecap="round"/>`;
/** A dashed topstitch line. */
const stitch = (d: string, color: string, w = 0.35) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-dasharray="1 0.8" opacity="0.8"/>`;
/** A button with a highlight. */
const button = (x: number, y: number, r: number, color: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="${shade(color, -0.35)}" stroke-width="0.25"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#ffffff" opacity="0.5"/>`;
/** Vertical rib lines across a box (knitwear). */
const ribs = (x0: number, x1: number, y0: number, y1: number, step: number, p: Paint, o = 0.28) => {
  let d = '';
  for (let x = x0; x <= x1; x += step) d += `M${x.toFixed(1)} ${y0}L${x.toFixed(1)} ${y1}`;
  return `<path d="${d}" stroke="${p.line}" stroke-width="0.35" opacity="${o}" fill="none"/>`;
};
const range = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 100) / 100);
  return out;
};

// ---- Garment building blocks (front view, 100×100 box, hem near y=84) ----

interface TopShape {
  /** Sleeve end: long (to the wrist), short, or none. */
  sleeve: 'long' | 'short' | 'none';
  /** Hem height. */
  hem: number;
  /** Half-width of the body at the hem. */
  hemHalf?: number;
  /** Shoulder drop: wider, softer shoulders for knitwear. */
  soft?: boolean;
}

/** Sleeves (drawn behind the body) and the body of a top, as two path strings. */
function topPaths({ sleeve, hem, hemHalf = 21, soft }: TopShape): { sleeves: string[]; body: string } {
  const sh = soft ? 29 : 30;
  const body = `M39 15 L${sh} 19 Q${sh - 1} 28 ${sh} 37 L${50 - hemHalf} ${hem} Q50 ${hem + 1.5} ${50 + hemHalf} ${hem} L${100 - sh} 37 Q${101 - sh} 28 ${100 - sh} 19 L61 15 Q50 19 39 15 Z`;
  if (sleeve === 'none') return { sleeves: [], body };
  if (sleeve === 'short') {
    return {
      sleeves: [`M${sh} 19 Q${sh - 8} 22 ${sh - 13} 35 L${sh - 3} 41 L${sh} 37 Z`, `M${100 - sh} 19 Q${108 - sh} 22 ${113 - sh} 35 L${103 - sh} 41 L${100 - sh} 37 Z`],
      body,
    };
  }
  return {
    sleeves: [
      `M${sh} 19 Q${sh - 9} 23 ${sh - 12} 40 L${sh - 16} 74 L${sh - 7} 75.5 L${sh} 40 Z`,
      `M${100 - sh} 19 Q${109 - sh} 23 ${112 - sh} 40 L${116 - sh} 74 L${107 - sh} 75.5 L${100 - sh} 40 Z`,
    ],
    body,
  };
}

const fill = (d: string, f: string, extra = '') => `<path d="${d}" fill="${f}"${extra}/>`;

/** Long-sleeved top with the given hem; returns sleeves+body markup. */
function top(p: Paint, shape: TopShape): string {
  const { sleeves, body } = topPaths(shape);
  return sleeves.map((s) => fill(s, p.f)).join('') + fill(body, p.f);
}

/** Shirt collar (two points) with a band, and a button placket from y0 to y1. */
function shirtFront(p: Paint, y1: number, opts: { buttons?: number; pocket?: boolean; camp?: boolean; buttonColor?: string } = {}): string {
  const bc = opts.buttonColor ?? shade(p.hex, luminance(p.hex) > 0.6 ? -0.08 : 0.55);
  const n = opts.buttons ?? 6;
  const collar = opts.camp
    ? `${fill('M39 15 L50 30 L44 31 L35 22 Z', p.fl)}${fill('M61 15 L50 30 L56 31 L65 22 Z', p.fl)}`
    : `${fill('M39 14.5 Q50 19 61 14.5 L61 17 Q50 21.5 39 17 Z', p.fd)}${fill('M39 15 L49.5 22 L43 26.5 L36.5 19 Z', p.f)}${fill('M61 15 L50.5 22 L57 26.5 L63.5 19 Z', p.f)}` +
      fold('M39 15 L49.5 22 L43 26.5', p, 0.4, 0.7) +
      fold('M61 15 L50.5 22 L57 26.5', p, 0.4, 0.7);
  const placket = `<rect x="48" y="${opts.camp ? 30 : 21}" width="4" height="${y1 - (opts.camp ? 30 : 21)}" fill="${p.f}" stroke="${p.line}" stroke-width="0.3" opacity="0.95"/>`;
  const top0 = opts.camp ? 34 : 25;
  const step = (y1 - 4 - top0) / Math.max(1, n - 1);
  const buttons = range(0, n - 1, 1)
    .map((i) => button(50, top0 + i * step, 1.05, bc))
    .join('');
  const pocket = opts.pocket ? `<path d="M56 34 L65 34 L65 44 Q60.5 46 56 44 Z" fill="none" stroke="${p.line}" stroke-width="0.45" opacity="0.7"/>` : '';
  return placket + collar + buttons + pocket;
}

/** A cuff band at the end of each long sleeve. */
const cuffs = (p: Paint, f: string = p.fd, sh = 30) =>
  fill(`M${sh - 16.3} 70 L${sh - 6.8} 71.5 L${sh - 7} 75.5 L${sh - 16} 74 Z`, f) + fill(`M${116.3 - sh} 70 L${106.8 - sh} 71.5 L${107 - sh} 75.5 L${116 - sh} 74 Z`, f);

/** Fine horizontal stripes clipped to a path. */
function stripes(clipId: string, clip: string, y0: number, y1: number, step: number, color: string, w: number): string {
  const lines = range(y0, y1, step)
    .map((y) => `M0 ${y}L100 ${y}`)
    .join('');
  return `<clipPath id="${clipId}"><path d="${clip}"/></clipPath><path d="${lines}" stroke="${color}" stroke-width="${w}" clip-path="url(#${clipId})"/>`;
}

/** Check (plaid) pattern clipped to the garment. */
function check(clipId: string, clips: string[], color: string, light: string): string {
  const v = range(8, 94, 7)
    .map((x) => `M${x} 0L${x} 100`)
    .join('');
  const h = range(10, 92, 7)
    .map((y) => `M0 ${y}L100 ${y}`)
    .join('');
  return `<clipPath id="${clipId}">${clips.map((c) => `<path d="${c}"/>`).join('')}</clipPath><g clip-path="url(#${clipId})"><path d="${v}${h}" stroke="${color}" stroke-width="2.6" opacity="0.45"/><path d="${v}${h}" stroke="${light}" stroke-width="0.5" opacity="0.6" transform="translate(2.2 2.2)"/></g>`;
}

/** Each motif drawn in a 100×100 box standing on y≈86. */
const MOTIF_SHAPES: Record<string, (p: Paint) => string> = {
  // ---- Knitwear and tops ----
  sweater: (p) => {
    const { sleeves, body } = topPaths({ sleeve: 'long', hem: 82, hemHalf: 20, soft: true });
    return (
      sleeves.map((s) => fill(s, p.f)).join('') +
      fill(body, p.f) +
      `<clipPath id="swb"><path d="${body}"/></clipPath><g clip-path="url(#swb)">${ribs(30, 70, 14, 84, 1.6, p, 0.16)}</g>` +
      // Ribbed hem and cuffs.
      fill('M30 76.5 Q50 78 70 76.5 L71 82 Q50 83.5 29 82 Z', p.f) +
      ribs(30.5, 70, 77, 82.5, 0.9, p, 0.5) +
      cuffs(p, p.f, 29) +
      ribs(13.5, 22, 70, 75.5, 0.9, p, 0.5) +
      ribs(78, 86.5, 70, 75.5, 0.9, p, 0.5) +
      // Ribbed crew neck: a band around the neckline.
      `<path d="M39 15 Q50 20.5 61 15" fill="none" stroke="${p.d}" stroke-width="3.2"/>` +
      `<path d="M39 15 Q50 20.5 61 15" fill="none" stroke="${p.line}" stroke-width="3.2" stroke-dasharray="0.35 0.55" opacity="0.55"/>` +
      `<path d="M40.5 14.2 Q50 13 59.5 14.2 Q50 16.5 40.5 14.2 Z" fill="${p.dd}" opacity="0.6"/>` +
      fold('M29 37 Q34 60 31 75', p, 0.5, 0.35) +
      fold('M71 37 Q66 60 69 75', p, 0.5, 0.35) +
      fold('M19 40 Q20 55 17 70 M81 40 Q80 55 83 70', p, 0.5, 0.4)
    );
  },
  cardigan: (p) => {
    const { sleeves, body } = topPaths({ sleeve: 'long', hem: 72, hemHalf: 21, soft: true });
    return (
      sleeves.map((s) => fill(s, p.f)).join('') +
      fill(body, p.f) +
      `<clipPath id="cdb"><path d="${body}"/></clipPath><g clip-path="url(#cdb)">${ribs(30, 70, 14, 84, 2, p, 0.22)}</g>` +
      fill('M29.5 66.5 Q50 68 70.5 66.5 L71 72 Q50 73.5 29 72 Z', p.f) +
      ribs(30, 70, 67, 72.5, 0.9, p, 0.5) +
      cuffs(p, p.f, 29) +
      ribs(13.5, 22, 70, 75.5, 0.9, p, 0.5) +
      ribs(78, 86.5, 70, 75.5, 0.9, p, 0.5) +
      // V-neck opening with a button band.
      fill('M39 15 L50 42 L61 15 Q50 19 39 15 Z', '#3a3430', ' opacity="0.85"') +
      `<path d="M39 15 L50 42 L50 73 M61 15 L50 42" fill="none" stroke="${p.d}" stroke-width="2.4"/>` +
      range(0, 4, 1)
        .map((i) => button(50, 46 + i * 6.4, 1.2, '#f2ede2'))
        .join('')
    );
  },
  blouse: (p) =>
    top(p, { sleeve: 'long', hem: 83, hemHalf: 22 }) +
    // Gathered cuffs and a silky sheen.
    cuffs(p, p.fd) +
    `<linearGradient id="silk" x1="0" y1="0" x2="1" y2="0"><stop offset="0.25" stop-color="#fff" stop-opacity="0"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    fill('M30 19 L39 15 Q50 19 61 15 L70 19 L71 37 L72 83 Q50 84.5 28 83 L29 37 Z', 'url(#silk)') +
    fold('M35 30 Q38 55 34 82 M64 32 Q62 58 66 82 M57 45 Q58 62 56 80', p, 0.45, 0.35) +
    fold('M20 40 Q22 52 19 68 M80 40 Q78 52 81 68', p, 0.45, 0.4) +
    shirtFront(p, 83, { buttons: 7, buttonColor: '#f8f4ea' }),
  shirt: (p) =>
    top(p, { sleeve: 'long', hem: 84, hemHalf: 21 }) +
    cuffs(p, p.f) +
    fold('M13.7 70 L23.2 71.5 M86.3 70 L76.8 71.5', p, 0.4, 0.7) +
    fold('M30 19 Q31 24 30 37 M70 19 Q69 24 70 37', p, 0.4, 0.6) +
    fold('M34 40 Q36 62 33 82 M66 40 Q64 62 67 82', p, 0.45, 0.3) +
    shirtFront(p, 84, { pocket: true }),
  'check-shirt': (p) => {
    const { sleeves, body } = topPaths({ sleeve: 'long', hem: 84, hemHalf: 21 });
    return (
      top(p, { sleeve: 'long', hem: 84, hemHalf: 21 }) +
      check('chk', [...sleeves, body], p.dd, p.l) +
      cuffs(p, p.f) +
      fold('M34 40 Q36 62 33 82 M66 40 Q64 62 67 82', p, 0.45, 0.3) +
      shirtFront(p, 84, { pocket: true, buttonColor: '#e9e2d2' })
    );
  },
  'camp-shirt': (p) =>
    top(p, { sleeve: 'short', hem: 82, hemHalf: 22 }) +
    fold('M17 35 L27 41 M83 35 L73 41', p, 0.5, 0.6) +
    fold('M35 40 Q37 60 34 80 M65 40 Q63 60 66 80', p, 0.45, 0.3) +
    shirtFront(p, 82, { camp: true, buttons: 5, pocket: true }),
  polo: (p) =>
    top(p, { sleeve: 'short', hem: 83, hemHalf: 21 }) +
    // Ribbed sleeve bands and collar.
    fill('M17.6 33 L27.6 39 L27 41 L17 35 Z', p.fl) +
    fill('M82.4 33 L72.4 39 L73 41 L83 35 Z', p.fl) +
    fill('M39 14.5 Q50 19 61 14.5 L61 17 Q50 21.5 39 17 Z', p.fd) +
    fill('M39 15 L49 22 L44 27 L37 19 Z', p.fl) +
    fill('M61 15 L51 22 L56 27 L63 19 Z', p.fl) +
    `<rect x="48" y="21" width="4" height="15" fill="${p.f}" stroke="${p.line}" stroke-width="0.3"/>` +
    button(50, 26, 0.95, '#f4f1ea') +
    button(50, 32, 0.95, '#f4f1ea') +
    fold('M35 42 Q37 62 34 81 M65 42 Q63 62 66 81', p, 0.45, 0.3),
  tee: (p) =>
    top(p, { sleeve: 'short', hem: 83, hemHalf: 20 }) +
    `<path d="M39 15 Q50 21 61 15" fill="none" stroke="${p.d}" stroke-width="1.8"/>` +
    `<path d="M40.5 14.2 Q50 12.8 59.5 14.2 Q50 17 40.5 14.2 Z" fill="${p.dd}" opacity="0.5"/>` +
    fold('M17.6 33 L27.6 39 M82.4 33 L72.4 39', p, 0.4, 0.6) +
    fold('M36 42 Q38 62 35 81 M64 42 Q62 62 65 81', p, 0.45, 0.28),
  'striped-tee': (p) => {
    const { sleeves, body } = topPaths({ sleeve: 'short', hem: 83, hemHalf: 20 });
    return (
      top(p, { sleeve: 'short', hem: 83, hemHalf: 20 }) +
      stripes('stp', `${sleeves.join(' ')} ${body}`, 24, 84, 5, '#f4f1ea', 2.1) +
      `<path d="M39 15 Q50 21 61 15" fill="none" stroke="${p.d}" stroke-width="1.8"/>` +
      fold('M36 42 Q38 62 35 81 M64 42 Q62 62 65 81', p, 0.45, 0.3)
    );
  },

  // ---- Dresses, skirts, trousers ----
  dress: (p) =>
    fill('M40 10 L43 10 Q50 17 57 10 L60 10 L63 20 Q60 30 60 38 L40 38 Q40 30 37 20 Z', p.f) +
    fill('M40 36 L60 36 Q70 58 80 85 Q50 91 20 85 Q30 58 40 36 Z', p.f) +
    `<rect x="39.5" y="35" width="21" height="3.5" rx="1" fill="${p.d}"/>` +
    fold('M45 39 Q40 60 31 86 M50 39 L49 89 M55 39 Q60 60 69 86', p, 0.5, 0.35) +
    fold('M37 20 Q33 22 32 26 M63 20 Q67 22 68 26', p, 0.8, 0.3),
  'floral-dress': (p) => {
    const rand = seededRandom(p.hex);
    const flowers = range(0, 26, 1)
      .map(() => {
        const x = 24 + rand() * 52;
        const y = 12 + rand() * 74;
        return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><circle r="1.6" cx="1" fill="#fffaf2"/><circle r="1.6" cx="-1" fill="#fffaf2"/><circle r="1.6" cy="1" fill="#fffaf2"/><circle r="1.6" cy="-1" fill="#fffaf2"/><circle r="0.8" fill="${GOLD}"/></g>`;
      })
      .join('');
    return (
      fill('M40 10 L43 10 Q50 17 57 10 L60 10 L66 18 L62 24 Q60 30 60 38 L40 38 Q40 30 38 24 L34 18 Z', p.f) +
      fill('M40 36 L60 36 Q72 60 78 88 Q50 92 22 88 Q28 60 40 36 Z', p.f) +
      `<clipPath id="fl"><path d="M40 10 L43 10 Q50 17 57 10 L60 10 L66 18 L62 24 Q60 30 60 38 L40 38 Q40 30 38 24 L34 18 Z M40 36 L60 36 Q72 60 78 88 Q50 92 22 88 Q28 60 40 36 Z"/></clipPath>` +
      `<g clip-path="url(#fl)" opacity="0.85">${flowers}</g>` +
      `<path d="M40 37 Q50 39 60 37" fill="none" stroke="${p.d}" stroke-width="1.2"/>` +
      fold('M45 39 Q40 62 31 88 M55 39 Q60 62 69 88', p, 0.5, 0.35)
    );
  },
  'shirt-dress': (p) =>
    fill('M30 19 Q22 22 19 33 L27 38 L30 33 Z', p.f) +
    fill('M70 19 Q78 22 81 33 L73 38 L70 33 Z', p.f) +
    fill('M39 15 L30 19 Q29 28 32 40 Q30 60 24 88 Q50 92 76 88 Q70 60 68 40 Q71 28 70 19 L61 15 Q50 19 39 15 Z', p.f) +
    `<path d="M31 45 Q50 48 69 45" fill="none" stroke="${p.d}" stroke-width="2.6"/>` +
    `<path d="M48 47 L45 58 M52 47 L56 57" stroke="${p.d}" stroke-width="1.6" stroke-linecap="round"/>` +
    fold('M40 50 Q36 70 32 88 M60 50 Q64 70 68 88', p, 0.5, 0.35) +
    shirtFront(p, 70, { buttons: 6 }),
  'knit-dress': (p) => {
    const body = 'M39 13 L29 17 Q28 28 31 38 Q33 60 30 90 Q50 92 70 90 Q67 60 69 38 Q72 28 71 17 L61 13 Q50 17 39 13 Z';
    return (
      fill('M29 17 Q20 21 17 38 L12 74 L20 75.5 L30 40 Z', p.f) +
      fill('M71 17 Q80 21 83 38 L88 74 L80 75.5 L70 40 Z', p.f) +
      fill(body, p.f) +
      `<clipPath id="kd"><path d="${body}"/></clipPath><g clip-path="url(#kd)">${ribs(28, 72, 10, 92, 1.5, p, 0.35)}</g>` +
      ribs(12.5, 19.5, 70, 75, 0.9, p, 0.45) +
      ribs(80.5, 87.5, 70, 75, 0.9, p, 0.45) +
      `<path d="M39 13 Q50 18.5 61 13" fill="none" stroke="${p.d}" stroke-width="3"/>` +
      fold('M33 38 Q37 48 34 60 M67 38 Q63 48 66 60', p, 0.7, 0.3)
    );
  },
  'slip-dress': (p) =>
    `<path d="M39 20 L41 6 M61 20 L59 6" stroke="${p.d}" stroke-width="0.8"/>` +
    fill('M38 20 Q44 27 50 22 Q56 27 62 20 Q63 36 62 44 Q66 66 72 90 Q50 93 28 90 Q34 66 38 44 Q37 36 38 20 Z', p.f) +
    `<linearGradient id="satin" x1="0" y1="0" x2="1" y2="0"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.38" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.8" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    fill('M38 20 Q44 27 50 22 Q56 27 62 20 Q63 36 62 44 Q66 66 72 90 Q50 93 28 90 Q34 66 38 44 Q37 36 38 20 Z', 'url(#satin)') +
    fold('M44 45 Q42 70 37 90 M56 45 Q58 70 63 90', p, 0.5, 0.35),
  skirt: (p) => {
    const pleats = range(0, 12, 1)
      .map((i) => {
        const xt = 34.5 + i * 2.6;
        const xb = 20 + i * 5;
        return `<path d="M${xt} 24 L${xb} 86" stroke="${i % 2 ? p.line : p.l}" stroke-width="${i % 2 ? 0.55 : 0.8}" opacity="${i % 2 ? 0.6 : 0.5}"/>`;
      })
      .join('');
    return (
      fill('M34 24 L66 24 Q74 52 81 86 Q50 90 19 86 Q26 52 34 24 Z', p.f) +
      pleats +
      `<rect x="33" y="16" width="34" height="8" rx="1.5" fill="${p.f}" stroke="${p.line}" stroke-width="0.35"/>` +
      button(36.5, 20, 1, shade(p.hex, -0.2))
    );
  },
  trousers: (p) =>
    fill('M31 18 L69 18 L76 88 L55 88 L50 40 L45 88 L24 88 Z', p.f) +
    `<rect x="31" y="12" width="38" height="6.5" rx="1" fill="${p.f}" stroke="${p.line}" stroke-width="0.35"/>` +
    [35, 43, 57, 65].map((x) => `<rect x="${x}" y="11.5" width="1.6" height="7.5" fill="${p.d}"/>`).join('') +
    fold('M50 19 L50 38 M49 19 Q47 28 45 30', p, 0.5, 0.6) +
    fold('M36 20 Q38 27 32 29 M64 20 Q62 27 68 29', p, 0.5, 0.6) +
    fold('M36 30 L33 88 M64 30 L67 88', p, 0.4, 0.45) +
    fold('M40 60 Q43 62 46 60 M54 64 Q57 66 60 64', p, 0.5, 0.3) +
    button(50, 15.3, 1.1, shade(p.hex, -0.15)),
  chinos: (p) =>
    fill('M33 18 L67 18 L69 88 L55 88 L50 40 L45 88 L31 88 Z', p.f) +
    `<rect x="33" y="12" width="34" height="6.5" rx="1" fill="${p.f}" stroke="${p.line}" stroke-width="0.35"/>` +
    [36, 44, 56, 64].map((x) => `<rect x="${x}" y="11.5" width="1.5" height="7.5" fill="${p.d}"/>`).join('') +
    fold('M50 19 L50 38', p, 0.5, 0.6) +
    fold('M37 20 Q39 27 34 29 M63 20 Q61 27 66 29', p, 0.5, 0.6) +
    fold('M39 30 L38 88 M61 30 L62 88', p, 0.4, 0.4) +
    fold('M33 80 Q38 82 44 80 M56 80 Q61 82 68 80', p, 0.5, 0.4) +
    button(50, 15.3, 1.1, shade(p.hex, -0.15)),

  // ---- Outerwear ----
  'field-jacket': (p) =>
    top(p, { sleeve: 'long', hem: 80, hemHalf: 22 }) +
    // Corduroy collar, zip with storm flap, four flap pockets.
    fill('M38 13 L50 19 L62 13 L66 19 L56 26 L50 22 L44 26 L34 19 Z', '#5a3b22') +
    `<rect x="48.6" y="22" width="2.8" height="58" fill="${p.d}"/>` +
    range(0, 4, 1)
      .map((i) => button(50, 28 + i * 12, 1.1, '#6d5232'))
      .join('') +
    [
      [33, 33],
      [56, 33],
      [32, 56],
      [56, 56],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="12" height="${y > 40 ? 14 : 10}" rx="1" fill="${p.f}" stroke="${p.line}" stroke-width="0.45"/><path d="M${x} ${y} L${x + 12} ${y} L${x + 12} ${y + 4} L${x} ${y + 4} Z" fill="${p.fd}"/>`,
      )
      .join('') +
    cuffs(p, p.fd) +
    fold('M20 45 Q22 55 18 68 M80 45 Q78 55 82 68', p, 0.5, 0.4) +
    `<path d="M29.5 40 L50 41 L70.5 40" fill="none" stroke="#fff" stroke-width="0.8" opacity="0.12"/>`,
  puffer: (p) => {
    const baffle = (y: number) => `M28 ${y} Q50 ${y + 2} 72 ${y}`;
    return (
      fill('M30 19 Q19 24 16 40 L11 74 L23 76 L30 44 Z', p.f) +
      fill('M70 19 Q81 24 84 40 L89 74 L77 76 L70 44 Z', p.f) +
      fill('M37 12 L29 18 Q27 30 28 40 L27 82 Q50 86 73 82 L72 40 Q73 30 71 18 L63 12 Q50 16 37 12 Z', p.f) +
      range(0, 7, 1)
        .map((i) => fold(baffle(24 + i * 8), p, 0.9, 0.55))
        .join('') +
      range(0, 4, 1)
        .map((i) => fold(`M12 ${50 + i * 7} L24 ${52 + i * 7} M88 ${50 + i * 7} L76 ${52 + i * 7}`, p, 0.8, 0.55))
        .join('') +
      // Puffed highlights between the baffles.
      range(0, 7, 1)
        .map((i) => `<path d="M33 ${28 + i * 8} Q50 ${30 + i * 8} 67 ${28 + i * 8}" fill="none" stroke="#fff" stroke-width="1.4" opacity="0.1"/>`)
        .join('') +
      fill('M37 8 Q50 11 63 8 L63 16 Q50 19 37 16 Z', p.f, ` stroke="${p.line}" stroke-width="0.4"`) +
      `<path d="M50 12 L50 84" stroke="${p.dd}" stroke-width="1"/><path d="M50 12 L50 84" stroke="${METAL}" stroke-width="0.5" stroke-dasharray="0.5 0.5"/>` +
      `<rect x="49" y="16" width="2" height="4" rx="0.6" fill="${METAL}"/>`
    );
  },
  overcoat: (p) =>
    fill('M30 18 Q21 22 19 38 L14 78 L23 80 L30 42 Z', p.f) +
    fill('M70 18 Q79 22 81 38 L86 78 L77 80 L70 42 Z', p.f) +
    fill('M38 12 L30 18 Q28 30 30 42 L28 92 Q50 94 72 92 L70 42 Q72 30 70 18 L62 12 Q50 15 38 12 Z', p.f) +
    // Notched lapels and the opening.
    fill('M38 12 L50 48 L53 47 L46 30 L40 26 L42 22 Z', p.fd) +
    fill('M62 12 L50 48 L47 47 L54 30 L60 26 L58 22 Z', p.fd) +
    fill('M44 12 Q50 14 56 12 L50 30 Z', '#2e2a28', ' opacity="0.85"') +
    fold('M53 47 L53 92', p, 0.6, 0.7) +
    button(57, 56, 1.4, p.dd) +
    button(57, 68, 1.4, p.dd) +
    `<path d="M33 66 L43 65 M58 66 L68 65" stroke="${p.line}" stroke-width="0.7" opacity="0.7"/>` +
    fold('M36 44 Q38 70 35 92 M64 44 Q62 70 65 92', p, 0.5, 0.3) +
    fold('M21 44 Q22 58 18 74 M79 44 Q78 58 82 74', p, 0.5, 0.35),
  'denim-jacket': (p) =>
    top(p, { sleeve: 'long', hem: 74, hemHalf: 21 }) +
    fill('M29.5 68 Q50 69.5 70.5 68 L71 74 Q50 75.5 29 74 Z', p.f, ` stroke="${p.line}" stroke-width="0.3"`) +
    fill('M38 13 L50 20 L62 13 L66 19 L56 27 L50 22 L44 27 L34 19 Z', p.f, ` stroke="${p.line}" stroke-width="0.4"`) +
    stitch('M33 33 L45 33 L45 43 L39 45 L33 43 Z M55 33 L67 33 L67 43 L61 45 L55 43 Z', '#d9a441') +
    stitch('M30 30 Q40 31 49 30 M51 30 Q60 31 70 30 M36 46 L36 68 M64 46 L64 68', '#d9a441') +
    `<path d="M50 20 L50 74" stroke="${p.line}" stroke-width="0.5"/>` +
    range(0, 4, 1)
      .map((i) => button(52, 26 + i * 11, 1.1, '#9a9ea3'))
      .join('') +
    button(39, 38, 0.9, '#9a9ea3') +
    button(61, 38, 0.9, '#9a9ea3') +
    cuffs(p, p.f) +
    stitch('M14 71 L23 72.3 M86 71 L77 72.3', '#d9a441'),

  // ---- Shoes (side view, toe to the right) ----
  sneaker: (p) =>
    fill('M12 66 Q11 50 22 46 L40 42 Q50 52 66 56 L82 60 Q90 63 89 70 L12 70 Z', p.f) +
    fill('M11 66 L90 66 Q91 72 88 74 L13 74 Q10 72 11 66 Z', SOLE, ` stroke="#c9c4b8" stroke-width="0.5"`) +
    `<path d="M12 70.5 L89 70.5" stroke="#d8d3c8" stroke-width="0.6"/>` +
    fill('M70 57 L82 60 Q90 63 89 66 L70 66 Q66 62 70 57 Z', p.fd) +
    fill('M12 58 Q12 48 22 46 L26 45 Q24 56 28 66 L12 66 Z', p.fd) +
    `<path d="M40 42 Q50 52 66 56" fill="none" stroke="${p.line}" stroke-width="0.6"/>` +
    range(0, 4, 1)
      .map((i) => `<path d="M${42 + i * 5.5} ${44 + i * 2.6} l3 -3.2" stroke="#f6f4ee" stroke-width="1.5" stroke-linecap="round"/>`)
      .join('') +
    range(0, 4, 1)
      .map((i) => `<circle cx="${41 + i * 5.5}" cy="${46.5 + i * 2.6}" r="0.6" fill="${p.dd}"/>`)
      .join('') +
    fill('M18 45 Q16 38 22 38 L24 45 Z', p.fd) +
    stitch('M16 62 Q40 63 70 62', p.line),
  runner: (p) =>
    fill('M14 64 Q12 48 24 44 L42 41 Q52 50 68 54 L82 58 Q90 61 89 68 L14 68 Z', p.f) +
    `<clipPath id="rk"><path d="M14 64 Q12 48 24 44 L42 41 Q52 50 68 54 L82 58 Q90 61 89 68 L14 68 Z"/></clipPath><g clip-path="url(#rk)">${range(0, 40, 1)
      .map((i) => `<path d="M${10 + i * 2} 40 L${2 + i * 2} 70" stroke="${p.line}" stroke-width="0.35" opacity="0.35"/>`)
      .join('')}</g>` +
    fill('M10 66 Q30 62 60 66 L90 66 Q92 72 86 76 L16 76 Q9 74 10 66 Z', SOLE, ` stroke="#cfc9bd" stroke-width="0.5"`) +
    `<path d="M14 72 Q40 69 88 72" fill="none" stroke="${p.hex}" stroke-width="1" opacity="0.6"/>` +
    range(0, 4, 1)
      .map((i) => `<path d="M${43 + i * 5.5} ${43 + i * 2.6} l3 -3" stroke="${p.l}" stroke-width="1.3" stroke-linecap="round"/>`)
      .join('') +
    fill('M16 46 Q14 38 21 37 L26 44 Z', p.fd),
  'slip-on': (p) => {
    const upper = 'M12 66 Q12 52 22 50 L38 49 Q52 51 66 55 L82 59 Q90 62 89 70 L12 70 Z';
    const squares = range(0, 26, 1)
      .flatMap((i) => range(0, 6, 1).map((j) => ((i + j) % 2 ? '' : `<rect x="${10 + i * 3.2}" y="${46 + j * 3.2}" width="3.2" height="3.2"/>`)))
      .join('');
    return (
      fill(upper, p.f) +
      `<clipPath id="cb"><path d="${upper}"/></clipPath><g clip-path="url(#cb)" fill="#f4f1ea" opacity="0.92">${squares}</g>` +
      fill('M38 49 Q52 51 66 55 Q56 56 46 55 Q40 53 38 49 Z', '#2a2724') +
      fill('M33 51 L37 50 L37 60 L33 61 Z', p.dd) +
      fill('M11 66 L90 66 Q91 72 88 74 L13 74 Q10 72 11 66 Z', SOLE, ` stroke="#c9c4b8" stroke-width="0.5"`) +
      `<path d="M12 70.5 L89 70.5" stroke="#d8d3c8" stroke-width="0.6"/>`
    );
  },
  loafer: (p) =>
    fill('M14 66 Q13 56 22 54 L40 52 Q54 52 68 56 L82 60 Q89 63 88 70 L14 70 Z', p.f) +
    fill('M40 52 Q54 52 68 56 Q60 58 50 58 Q42 57 40 52 Z', '#2a2420') +
    fill('M50 58 Q60 60 70 57.5 L71 61 Q60 64 50 62 Z', p.fd) +
    fill('M57 59.5 Q60 60.5 63 59.5 L63 61 Q60 62 57 61 Z', '#1d1a18') +
    stitch('M48 58 Q60 66 74 58', p.l) +
    fill('M13 69 L88 69 Q89 72 87 73.5 L15 73.5 Z', '#3b2a1e') +
    fill('M14 69 L26 69 L26 76 L15 76 Z', '#3b2a1e') +
    `<path d="M20 58 Q30 57 40 54" fill="none" stroke="#fff" stroke-width="0.9" opacity="0.25"/>`,
  espadrille: (p) =>
    fill('M14 64 Q13 54 22 53 L42 52 Q56 53 68 57 L82 61 Q88 63 88 67 L14 67 Z', p.f) +
    fill('M42 52 Q56 53 68 57 Q58 58 48 57 Q43 56 42 52 Z', '#2a2420') +
    fill('M12 66 L89 66 Q90 73 86 75 L15 75 Q11 73 12 66 Z', JUTE) +
    range(0, 25, 1)
      .map((i) => `<path d="M${14 + i * 3} 66.5 l2 4 l-2 4" fill="none" stroke="#9b7c48" stroke-width="0.5"/>`)
      .join('') +
    stitch('M16 65 L86 65', p.line),
  sandal: (p) =>
    fill('M12 70 Q12 65 20 65 L82 65 Q90 65 90 70 L90 72 L12 72 Z', '#c9a678', ' stroke="#8a6d45" stroke-width="0.5"') +
    fill('M12 72 L90 72 L89 75 L13 75 Z', '#4b3a2a') +
    ['M30 65 Q40 44 54 65', 'M58 65 Q66 50 74 65', 'M18 65 Q20 44 34 47']
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="${p.d}" stroke-width="5.6" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.hex}" stroke-width="4.2" stroke-linecap="round"/>`,
      )
      .join('') +
    `<rect x="32" y="44.6" width="4" height="4" rx="0.6" fill="none" stroke="${GOLD}" stroke-width="0.9"/>`,

  // ---- Boots ----
  'chelsea-boot': (p) =>
    fill('M26 16 L52 16 L53 52 Q66 55 80 61 Q88 65 87 72 L24 72 Q22 40 26 16 Z', p.f) +
    fill('M35 16.5 L45 16.5 L40.5 46 Z', '#2a2826') +
    range(0, 6, 1)
      .map((i) => `<path d="M${36.5 + i * 1.4} 17 L40.5 45" stroke="#4a4641" stroke-width="0.35"/>`)
      .join('') +
    stitch('M34.2 16.5 L40.5 47 L46 16.5', p.l) +
    fill('M47 11 L53 11 L53 20 L47 20 Z', p.fd) +
    fill('M22 70 L88 70 Q89 75 86 77 L24 77 Z', '#24211f') +
    fill('M24 74 L36 74 L36 81 L25 81 Z', '#24211f') +
    `<path d="M28 22 Q29 50 28 66" fill="none" stroke="#fff" stroke-width="1.2" opacity="0.22"/>` +
    `<path d="M60 57 Q72 60 82 66" fill="none" stroke="#fff" stroke-width="1" opacity="0.25"/>`,
  'hiking-boot': (p) =>
    fill('M26 20 L52 18 L56 50 Q70 54 82 59 Q89 63 88 70 L22 70 Q22 42 26 20 Z', p.f) +
    fill('M24 16 Q38 12 53 15 L53 22 Q38 20 25 23 Z', p.fd) +
    fill('M54 48 Q70 53 82 59 Q89 63 88 68 L60 68 Q52 60 54 48 Z', p.fd) +
    range(0, 5, 1)
      .map((i) => `<circle cx="${50 - i * 0.4}" cy="${24 + i * 6}" r="1" fill="${METAL}" stroke="#555" stroke-width="0.3"/>`)
      .join('') +
    range(0, 4, 1)
      .map((i) => `<path d="M${49.6 - i * 0.4} ${24 + i * 6} L${56 - i * 0.4} ${30 + i * 6}" stroke="#b23a2a" stroke-width="1.1" stroke-linecap="round"/>`)
      .join('') +
    fill('M20 68 L89 68 Q91 74 87 78 L22 78 Q19 74 20 68 Z', '#2b2a28') +
    range(0, 12, 1)
      .map((i) => `<rect x="${23 + i * 5.5}" y="76" width="3" height="3" fill="#2b2a28"/>`)
      .join('') +
    fill('M20 68 L89 68 L89 70 L20 70 Z', '#a3542a') +
    stitch('M28 30 Q40 28 48 30 M58 52 Q70 56 84 62', p.l),
  'ankle-boot': (p) =>
    fill('M30 22 L52 22 L54 50 Q66 54 80 62 Q87 66 86 72 L28 72 Q26 46 30 22 Z', p.f) +
    `<path d="M51 24 L52.5 48" stroke="${p.line}" stroke-width="0.5"/><rect x="50.6" y="24" width="2.4" height="4" rx="0.6" fill="${GOLD}"/>` +
    fill('M26 70 L87 70 Q88 74 85 75.5 L27 75.5 Z', p.dd) +
    fill('M26 74 L40 74 L39 86 L28 86 Z', p.dd) +
    `<path d="M33 26 Q34 50 32 66" fill="none" stroke="#fff" stroke-width="1.4" opacity="0.18"/>` +
    `<path d="M58 57 Q70 61 82 67" fill="none" stroke="#fff" stroke-width="1" opacity="0.2"/>`,
  'rain-boot': (p) =>
    fill('M26 6 L54 6 L54 54 Q68 56 80 61 Q88 65 87 72 L24 72 Q23 40 26 6 Z', p.f) +
    fill('M25 6 L55 6 L55 11 L25 11 Z', p.fd) +
    fill('M22 70 L88 70 Q89 76 86 78 L24 78 Q21 76 22 70 Z', p.dd) +
    range(0, 11, 1)
      .map((i) => `<rect x="${25 + i * 5.6}" y="76.5" width="3" height="2" fill="${p.dd}"/>`)
      .join('') +
    `<path d="M31 12 Q32 40 30 66" fill="none" stroke="#fff" stroke-width="2.4" opacity="0.35" stroke-linecap="round"/>` +
    `<path d="M60 58 Q72 61 82 66" fill="none" stroke="#fff" stroke-width="1.6" opacity="0.35" stroke-linecap="round"/>` +
    `<rect x="49" y="14" width="5" height="8" rx="1" fill="${p.fd}"/>`,

  // ---- Bags and small leather goods ----
  tote: (p) =>
    `<path d="M33 42 Q33 12 50 12 Q67 12 67 42" fill="none" stroke="${p.dd}" stroke-width="3.2"/>` +
    `<path d="M37 42 Q37 17 52 17 Q67 17 67 42" fill="none" stroke="${p.d}" stroke-width="3.4" transform="translate(-2 0)"/>` +
    fill('M20 40 L80 40 L84 86 L16 86 Z', p.f) +
    fill('M20 40 L80 40 L80.6 46 L19.4 46 Z', p.fd, ' opacity="0.7"') +
    stitch('M21 43 L79 43 M18 83 L82 83', p.l) +
    [35, 65].map((x) => `<rect x="${x - 2.5}" y="40" width="5" height="8" rx="0.8" fill="${p.d}"/>`).join('') +
    `<path d="M22 50 Q24 70 20 84" fill="none" stroke="#fff" stroke-width="1.6" opacity="0.18"/>` +
    fold('M50 46 L50 86', p, 0.4, 0.2),
  crossbody: (p) =>
    `<path d="M22 52 Q20 10 50 8 Q80 10 78 52" fill="none" stroke="${p.d}" stroke-width="2"/>` +
    fill('M22 50 Q22 44 28 44 L72 44 Q78 44 78 50 L78 80 Q78 84 74 84 L26 84 Q22 84 22 80 Z', p.f) +
    fill('M22 50 Q22 44 28 44 L72 44 Q78 44 78 50 L78 66 Q50 72 22 66 Z', p.f, ` stroke="${p.line}" stroke-width="0.45"`) +
    stitch('M25 50 Q25 47 29 47 L71 47 Q75 47 75 50 L75 64 Q50 69.5 25 64 Z', p.l) +
    `<rect x="46" y="64.5" width="8" height="5" rx="1" fill="${GOLD}"/>` +
    `<rect x="18" y="49" width="5" height="4" rx="1" fill="${GOLD}"/><rect x="77" y="49" width="5" height="4" rx="1" fill="${GOLD}"/>`,
  duffel: (p) =>
    `<path d="M36 44 Q38 24 50 24 Q62 24 64 44" fill="none" stroke="${p.d}" stroke-width="3.2"/>` +
    fill('M16 50 Q16 40 30 40 L70 40 Q84 40 84 50 L84 78 Q84 84 78 84 L22 84 Q16 84 16 78 Z', p.f) +
    fill('M16 50 Q16 40 26 40 L30 40 L30 84 L22 84 Q16 84 16 78 Z', p.fd) +
    fill('M84 50 Q84 40 74 40 L70 40 L70 84 L78 84 Q84 84 84 78 Z', p.fd) +
    `<path d="M30 43 L70 43" stroke="${p.dd}" stroke-width="1.2"/><path d="M30 43 L70 43" stroke="${METAL}" stroke-width="0.5" stroke-dasharray="0.5 0.5"/>` +
    `<rect x="62" y="42" width="3" height="6" rx="0.8" fill="${METAL}"/>` +
    fill('M38 44 L44 44 L44 84 L38 84 Z', '#8b5a2b') +
    fill('M56 44 L62 44 L62 84 L56 84 Z', '#8b5a2b') +
    `<path d="M32 54 Q50 56 68 54" fill="none" stroke="#fff" stroke-width="1.6" opacity="0.16"/>`,
  backpack: (p) =>
    `<path d="M42 22 Q50 12 58 22" fill="none" stroke="${p.d}" stroke-width="2.6"/>` +
    fill('M28 28 Q28 20 36 20 L64 20 Q72 20 72 28 L73 80 Q73 86 67 86 L33 86 Q27 86 27 80 Z', p.f) +
    // Rolled top with its buckle straps.
    fill('M27 20 Q27 13 34 13 L66 13 Q73 13 73 20 L73 26 L27 26 Z', p.fd) +
    fold('M28 17 L72 17 M28 22 L72 22', p, 0.5, 0.5) +
    [38, 62]
      .map((x) => `<rect x="${x - 2.5}" y="15" width="5" height="34" rx="1" fill="#2c2a27"/><rect x="${x - 3.3}" y="45" width="6.6" height="5" rx="1" fill="${METAL}"/>`)
      .join('') +
    fill('M33 58 L67 58 L67 80 Q67 82 65 82 L35 82 Q33 82 33 80 Z', p.f, ` stroke="${p.line}" stroke-width="0.45"`) +
    stitch('M35 61 L65 61', p.l),
  wallet: (p) =>
    fill('M24 30 L68 27 L70 40 L26 43 Z', '#e8e0cc') +
    fill('M28 28 L62 24 L64 36 L30 40 Z', '#3f6e9a') +
    fill('M18 34 L82 34 Q84 34 84 36 L84 74 Q84 76 82 76 L18 76 Q16 76 16 74 L16 36 Q16 34 18 34 Z', p.f) +
    fill('M16 34 L84 34 L84 48 Q50 52 16 48 Z', p.fd, ' opacity="0.5"') +
    stitch('M19 37 L81 37 L81 73 L19 73 Z', p.l) +
    `<path d="M20 56 Q40 54 80 56" fill="none" stroke="#fff" stroke-width="1.4" opacity="0.14"/>`,
  watch: (p) =>
    fill('M42 6 L58 6 L57 34 L43 34 Z', p.f) +
    fill('M43 62 L57 62 L58 94 L42 94 Z', p.f) +
    stitch('M44 8 L44 32 M56 8 L56 32 M44 64 L44 92 M56 64 L56 92', p.l) +
    [74, 80, 86].map((y) => `<circle cx="50" cy="${y}" r="1" fill="${p.dd}"/>`).join('') +
    `<circle cx="50" cy="48" r="17" fill="${METAL}" stroke="${shade(METAL, -0.35)}" stroke-width="0.6"/><circle cx="50" cy="48" r="14.5" fill="#fbfbf8"/>` +
    `<rect x="66.5" y="45.5" width="3.5" height="5" rx="1" fill="${METAL}"/>` +
    range(0, 11, 1)
      .map((i) => `<line x1="50" y1="34.6" x2="50" y2="${i % 3 ? 35.8 : 37}" stroke="#555" stroke-width="${i % 3 ? 0.4 : 0.8}" transform="rotate(${i * 30} 50 48)"/>`)
      .join('') +
    `<path d="M50 48 L50 38.5 M50 48 L56.5 51.5" stroke="#222" stroke-width="1.1" stroke-linecap="round"/><circle cx="50" cy="48" r="0.9" fill="#222"/>` +
    `<path d="M38 40 Q42 35 48 34" fill="none" stroke="#fff" stroke-width="1.4" opacity="0.7"/>`,
  fedora: (p) =>
    fill('M10 66 Q12 58 30 58 L70 58 Q88 58 90 66 Q86 72 50 72 Q14 72 10 66 Z', p.f) +
    fill('M29 60 Q27 36 38 30 Q44 34 50 30 Q56 34 62 30 Q73 36 71 60 Q50 64 29 60 Z', p.f) +
    fold('M50 31 Q49 40 50 48', p, 0.8, 0.55) +
    fill('M29 52 Q50 56 71 52 L71 60 Q50 64 29 60 Z', '#2a2624') +
    `<path d="M36 38 Q38 34 42 33" fill="none" stroke="#fff" stroke-width="1" opacity="0.25"/>`,
  'bucket-hat': (p) =>
    fill('M12 70 Q20 56 30 56 L70 56 Q80 56 88 70 Q50 78 12 70 Z', p.f) +
    fill('M30 58 Q30 34 50 32 Q70 34 70 58 Q50 62 30 58 Z', p.f) +
    stitch('M16 68 Q50 75 84 68 M19 66 Q50 72 81 66', p.line) +
    stitch('M30 52 Q50 56 70 52', p.line) +
    `<circle cx="40" cy="46" r="0.9" fill="${METAL}"/><circle cx="60" cy="46" r="0.9" fill="${METAL}"/>` +
    `<path d="M36 40 Q40 35 46 34" fill="none" stroke="#fff" stroke-width="1" opacity="0.22"/>`,
  scarf: (p) =>
    // A scarf folded in a soft stack, fringed at the ends.
    fill('M14 60 Q14 52 22 52 L78 52 Q86 52 86 60 L86 74 Q86 80 78 80 L22 80 Q14 80 14 74 Z', p.f) +
    fill('M18 40 Q18 32 26 32 L74 32 Q82 32 82 40 L82 54 Q82 58 78 58 L22 58 Q18 58 18 54 Z', p.f) +
    fill('M22 22 Q22 16 28 16 L72 16 Q78 16 78 22 L78 34 Q78 38 74 38 L26 38 Q22 38 22 34 Z', p.f) +
    ribs(24, 76, 17, 37, 1.4, p, 0.2) +
    ribs(20, 80, 33, 57, 1.4, p, 0.2) +
    ribs(16, 84, 53, 79, 1.4, p, 0.2) +
    range(0, 24, 1)
      .map((i) => `<path d="M${24 + i * 2.2} 80 L${23.6 + i * 2.2} 87" stroke="${p.hex}" stroke-width="0.8"/>`)
      .join('') +
    fold('M22 58 Q50 60 78 58 M26 38 Q50 40 74 38', p, 0.8, 0.5),
  bandana: (p) => {
    const rand = seededRandom(`${p.hex}bandana`);
    const dots = range(0, 30, 1)
      .map(
        () => `<circle cx="${(16 + rand() * 68).toFixed(1)}" cy="${(24 + rand() * 36).toFixed(1)}" r="${(0.6 + rand() * 1.1).toFixed(1)}" fill="#fbf7ef" opacity="0.9"/>`,
      )
      .join('');
    return (
      fill('M10 24 L90 24 L50 82 Z', p.f) +
      `<clipPath id="bd"><path d="M10 24 L90 24 L50 82 Z"/></clipPath><g clip-path="url(#bd)">${dots}</g>` +
      `<path d="M15 27 L85 27 L50 77.5 Z" fill="none" stroke="#fbf7ef" stroke-width="0.8" stroke-dasharray="2 1"/>` +
      fold('M30 24 Q40 40 50 82 M70 24 Q60 40 50 82', p, 0.5, 0.3) +
      fill('M10 24 L90 24 L88 27 L12 27 Z', p.fd)
    );
  },
  sunglasses: (p) =>
    `<path d="M17 40 L45 40 Q46 62 32 63 Q17 63 17 40 Z M55 40 L83 40 Q83 63 68 63 Q54 62 55 40 Z" fill="#2a2d33" stroke="${p.hex}" stroke-width="3.4" stroke-linejoin="round"/>` +
    `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b6f78"/><stop offset="1" stop-color="#1b1d22"/></linearGradient>` +
    `<path d="M18.5 41.5 L43.5 41.5 Q44 60 32 61.5 Q18.5 61.5 18.5 41.5 Z M56.5 41.5 L81.5 41.5 Q81.5 61.5 68 61.5 Q56 60 56.5 41.5 Z" fill="url(#lens)"/>` +
    `<path d="M45 43 Q50 38 55 43" fill="none" stroke="${p.hex}" stroke-width="2.8"/>` +
    `<path d="M17 41 L8 36 M83 41 L92 36" stroke="${p.hex}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M22 45 L30 45 M60 45 L68 45" stroke="#fff" stroke-width="1.6" opacity="0.45" stroke-linecap="round"/>` +
    `<circle cx="18" cy="40" r="0.8" fill="${METAL}"/><circle cx="82" cy="40" r="0.8" fill="${METAL}"/>`,

  // ---- Home ----
  mug: (p) => {
    const rand = seededRandom(`${p.hex}mug`);
    const specks = range(0, 30, 1)
      .map(
        () =>
          `<circle cx="${(28 + rand() * 38).toFixed(1)}" cy="${(36 + rand() * 46).toFixed(1)}" r="${(0.25 + rand() * 0.45).toFixed(2)}" fill="#4a3a2e" opacity="0.6"/>`,
      )
      .join('');
    return (
      `<path d="M66 44 Q82 44 82 58 Q82 72 64 72" fill="none" stroke="${p.d}" stroke-width="6.4"/><path d="M66 44 Q80 44 80 58 Q80 70 64 70" fill="none" stroke="${p.hex}" stroke-width="4"/>` +
      fill('M26 34 L68 34 L67 80 Q67 86 60 86 L34 86 Q27 86 27 80 Z', p.f) +
      specks +
      `<ellipse cx="47" cy="34.5" rx="21" ry="3.6" fill="${p.d}"/><ellipse cx="47" cy="35" rx="19.5" ry="2.8" fill="#5a3b27"/>` +
      fill('M27 74 L67 74 L67 80 Q67 86 60 86 L34 86 Q27 86 27 80 Z', '#b99b7b', ' opacity="0.85"') +
      `<path d="M31 40 Q30 60 32 76" fill="none" stroke="#fff" stroke-width="2.2" opacity="0.3" stroke-linecap="round"/>`
    );
  },
  bowls: (p) =>
    [0, 1, 2]
      .map(
        (i) =>
          fill(`M${14 + i * 2} ${48 + i * 12} Q${16 + i * 2} ${70 + i * 8} 50 ${70 + i * 8} Q${84 - i * 2} ${70 + i * 8} ${86 - i * 2} ${48 + i * 12} Z`, p.f) +
          `<ellipse cx="50" cy="${48 + i * 12}" rx="${36 - i * 2}" ry="4.5" fill="${p.fl}"/>`,
      )
      .join('') +
    `<ellipse cx="50" cy="48.5" rx="32" ry="3.2" fill="${p.d}" opacity="0.35"/>` +
    `<path d="M20 54 Q24 64 32 68" fill="none" stroke="#fff" stroke-width="1.8" opacity="0.3"/>` +
    `<rect x="40" y="84" width="20" height="3" rx="1" fill="${p.d}"/>`,
  bottle: (p) =>
    fill('M42 8 L58 8 L58 20 L42 20 Z', '#2e2e30') +
    fill('M43 20 L57 20 L57 25 L43 25 Z', METAL) +
    fill('M36 34 Q36 25 45 25 L55 25 Q64 25 64 34 L64 84 Q64 88 60 88 L40 88 Q36 88 36 84 Z', p.f) +
    `<rect x="40" y="30" width="3.4" height="54" rx="1.7" fill="#fff" opacity="0.35"/>` +
    `<rect x="57" y="32" width="2" height="50" rx="1" fill="#000" opacity="0.12"/>` +
    fill('M36 80 L64 80 L64 84 Q64 88 60 88 L40 88 Q36 88 36 84 Z', METAL, ' opacity="0.7"'),
  'glass-jars': (p) =>
    [
      [16, 30, 26],
      [40, 18, 24],
      [64, 38, 22],
    ]
      .map(
        ([x, top, w], i) =>
          fill(`M${x} ${top + 6} L${x + w} ${top + 6} L${x + w} 86 L${x} 86 Z`, '#e6eef0', ' opacity="0.55" stroke="#9fb3b8" stroke-width="0.5"') +
          fill(
            `M${x + 1} ${top + 30 + i * 6} L${x + w - 1} ${top + 30 + i * 6} L${x + w - 1} 85 L${x + 1} 85 Z`,
            ['#e9d8a6', '#c8a26a', '#8a5a3b'][i],
            ' opacity="0.9"',
          ) +
          `<rect x="${x - 1}" y="${top}" width="${w + 2}" height="7" rx="1.5" fill="${p.f}"/>` +
          `<rect x="${x + 2}" y="${top + 9}" width="2.2" height="${74 - top}" rx="1" fill="#fff" opacity="0.6"/>`,
      )
      .join(''),
  lamp: (p) =>
    `<ellipse cx="50" cy="54" rx="24" ry="6" fill="#fff3b0" opacity="0.6"/>` +
    fill('M22 50 Q22 18 50 18 Q78 18 78 50 Z', p.f) +
    `<ellipse cx="50" cy="50" rx="28" ry="3.2" fill="${p.fd}"/>` +
    fill('M46.5 52 L53.5 52 L54.5 80 L45.5 80 Z', p.f) +
    `<ellipse cx="50" cy="82" rx="16" ry="4" fill="${p.f}"/><ellipse cx="50" cy="81" rx="15" ry="2.6" fill="${p.fl}"/>` +
    `<path d="M30 40 Q33 27 45 22" fill="none" stroke="#fff" stroke-width="2" opacity="0.45" stroke-linecap="round"/>`,
  cushion: (p) =>
    fill('M16 24 Q50 18 84 24 Q90 50 84 78 Q50 84 16 78 Q10 50 16 24 Z', p.f) +
    `<path d="M16 24 Q50 18 84 24 Q90 50 84 78 Q50 84 16 78 Q10 50 16 24 Z" fill="none" stroke="${p.d}" stroke-width="1.4"/>` +
    fold('M20 28 Q38 40 47 50 M80 28 Q62 40 53 50 M20 74 Q38 62 47 52 M80 74 Q62 62 53 52', p, 0.6, 0.45) +
    fold('M30 50 Q40 47 46 50 M54 50 Q62 53 70 50', p, 0.4, 0.25) +
    `<path d="M22 30 Q30 34 36 40" fill="none" stroke="#fff" stroke-width="1.6" opacity="0.25"/>`,
  candle: (p) =>
    `<ellipse cx="50" cy="22" rx="8" ry="10" fill="#ffd166" opacity="0.25"/>` +
    `<path d="M50 14 Q54.5 21 50 27 Q45.5 21 50 14 Z" fill="#ffb703"/><path d="M50 19 Q52 23 50 26 Q48 23 50 19 Z" fill="#fff6d5"/>` +
    `<line x1="50" y1="26" x2="50" y2="34" stroke="#333" stroke-width="0.8"/>` +
    fill('M30 34 L70 34 L69 82 Q69 86 64 86 L36 86 Q31 86 31 82 Z', p.f, ' opacity="0.95"') +
    `<ellipse cx="50" cy="36" rx="18" ry="3" fill="#f5ecd9"/>` +
    `<rect x="36" y="52" width="28" height="16" rx="1" fill="#f8f5ee"/><rect x="40" y="57" width="20" height="1.4" fill="${p.d}"/><rect x="43" y="61" width="14" height="1" fill="${p.d}" opacity="0.6"/>` +
    `<rect x="33" y="38" width="2.6" height="44" rx="1.3" fill="#fff" opacity="0.3"/>`,
  planter: (p) =>
    `<ellipse cx="40" cy="30" rx="6.5" ry="18" fill="${GREEN}" transform="rotate(-30 40 30)"/>` +
    `<ellipse cx="61" cy="28" rx="6.5" ry="19" fill="${shade(GREEN, 0.15)}" transform="rotate(28 61 28)"/><ellipse cx="50" cy="24" rx="6" ry="20" fill="${shade(GREEN, -0.12)}"/>` +
    `<path d="M50 8 L50 42 M40 16 L46 44 M61 14 L55 44" stroke="${shade(GREEN, -0.3)}" stroke-width="0.5" opacity="0.6"/>` +
    fill('M28 44 L72 44 L66 86 L34 86 Z', p.f) +
    range(0, 10, 1)
      .map((i) => `<path d="M${31 + i * 4.3} 45 L${35.2 + i * 3.3} 85" stroke="${p.line}" stroke-width="0.6" opacity="0.45"/>`)
      .join('') +
    `<ellipse cx="50" cy="44.5" rx="22" ry="2.6" fill="#4a3528"/>`,
  throw: (p) =>
    [0, 1, 2]
      .map((i) =>
        fill(
          `M${16 - i} ${26 + i * 18} Q${16 - i} ${22 + i * 18} ${20 - i} ${22 + i * 18} L${80 + i} ${22 + i * 18} Q${84 + i} ${22 + i * 18} ${84 + i} ${26 + i * 18} L${84 + i} ${40 + i * 18} Q${84 + i} ${44 + i * 18} ${80 + i} ${44 + i * 18} L${20 - i} ${44 + i * 18} Q${16 - i} ${44 + i * 18} ${16 - i} ${40 + i * 18} Z`,
          p.f,
        ),
      )
      .join('') +
    `<clipPath id="wf"><rect x="14" y="22" width="72" height="62"/></clipPath><g clip-path="url(#wf)">${range(0, 24, 1)
      .map((i) => `<path d="M${15 + i * 3} 22 L${15 + i * 3} 84" stroke="${p.line}" stroke-width="0.4" opacity="0.35"/>`)
      .join('')}${range(0, 20, 1)
      .map((i) => `<path d="M14 ${24 + i * 3} L86 ${24 + i * 3}" stroke="${p.line}" stroke-width="0.4" opacity="0.35"/>`)
      .join('')}</g>` +
    fold('M18 44 Q50 46 82 44 M17 62 Q50 64 83 62', p, 1, 0.55),
  towel: (p) =>
    [0, 1, 2]
      .map(
        (i) =>
          fill(
            `M${18 - i} ${28 + i * 18} L${82 + i} ${28 + i * 18} Q${86 + i} ${37 + i * 18} ${82 + i} ${46 + i * 18} L${18 - i} ${46 + i * 18} Q${14 - i} ${37 + i * 18} ${18 - i} ${28 + i * 18} Z`,
            p.f,
          ) + `<rect x="${18 - i}" y="${39 + i * 18}" width="${64 + i * 2}" height="2.4" fill="${p.d}" opacity="0.7"/>`,
      )
      .join('') +
    range(0, 3, 1)
      .map((i) => fold(`M18 ${46 + i * 18} Q50 ${48 + i * 18} 82 ${46 + i * 18}`, p, 0.8, 0.45))
      .join(''),
  notebook: (p) =>
    fill('M30 14 L76 14 L76 86 L30 86 Z', '#f3eee2') +
    fill('M24 12 L72 12 L72 84 L24 84 Z', p.f) +
    fill('M24 12 L31 12 L31 84 L24 84 Z', p.fd) +
    `<rect x="63" y="12" width="3" height="72" fill="${p.dd}" opacity="0.5"/>` +
    `<rect x="38" y="28" width="22" height="11" rx="1" fill="#f6f1e4"/><rect x="41" y="32" width="16" height="1.2" fill="${p.d}"/>` +
    `<path d="M58 84 L58 94 L60 92 L62 94 L62 84" fill="#b5382d"/>`,

  // ---- Beauty ----
  dropper: (p) =>
    fill('M44 22 Q44 8 50 8 Q56 8 56 22 Z', '#2b2b2b') +
    fill('M41 22 L59 22 L59 32 L41 32 Z', GOLD) +
    fill('M34 40 Q34 32 42 32 L58 32 Q66 32 66 40 L66 84 Q66 88 62 88 L38 88 Q34 88 34 84 Z', p.f, ' opacity="0.92"') +
    `<rect x="38" y="54" width="24" height="18" rx="1" fill="#fbfaf6"/><rect x="42" y="59" width="16" height="1.6" fill="${p.d}"/><rect x="44" y="63" width="12" height="1" fill="${p.d}" opacity="0.6"/>` +
    `<rect x="37" y="36" width="2.8" height="46" rx="1.4" fill="#fff" opacity="0.35"/>`,
  'cream-jar': (p) =>
    fill('M24 40 L76 40 L76 50 L24 50 Z', '#f2efe8', ' stroke="#cfc9bd" stroke-width="0.4"') +
    fill('M22 50 Q22 48 25 48 L75 48 Q78 48 78 50 L78 82 Q78 86 72 86 L28 86 Q22 86 22 82 Z', p.f) +
    `<ellipse cx="50" cy="40" rx="26" ry="3" fill="#fbfaf6"/>` +
    `<rect x="32" y="58" width="36" height="16" rx="1" fill="#fbfaf6" opacity="0.92"/><rect x="37" y="63" width="26" height="1.6" fill="${p.d}"/><rect x="41" y="67" width="18" height="1" fill="${p.d}" opacity="0.6"/>` +
    `<rect x="25" y="52" width="2.8" height="30" rx="1.4" fill="#fff" opacity="0.35"/>`,
  tube: (p) =>
    fill('M39 74 L61 74 L61 88 L39 88 Z', '#f2efe8', ' stroke="#cfc9bd" stroke-width="0.4"') +
    fill('M38 74 L62 74 L67 18 L33 18 Z', p.f) +
    fill('M32 13 L68 13 L68 19 L32 19 Z', p.fd) +
    `<rect x="41" y="36" width="18" height="22" rx="1" fill="#fff" opacity="0.75"/><rect x="44" y="41" width="12" height="1.6" fill="${p.d}"/><rect x="44" y="46" width="9" height="1.2" fill="${p.d}" opacity="0.6"/>` +
    `<path d="M37 22 L40 70" stroke="#fff" stroke-width="2" opacity="0.3" stroke-linecap="round"/>`,
  'pump-bottle': (p) =>
    fill('M44 6 L60 6 Q62 6 62 8 L62 10 L48 10 L48 14 L44 14 Z', '#2b2b2b') +
    fill('M47 14 L53 14 L53 24 L47 24 Z', '#2b2b2b') +
    fill('M44 24 L56 24 L56 30 L44 30 Z', '#2b2b2b') +
    fill('M34 38 Q34 30 42 30 L58 30 Q66 30 66 38 L66 84 Q66 88 62 88 L38 88 Q34 88 34 84 Z', p.f, ' opacity="0.9"') +
    `<rect x="38" y="50" width="24" height="22" rx="1" fill="#f6f1e4"/><circle cx="50" cy="57" r="3" fill="${GREEN}"/><rect x="42" y="64" width="16" height="1.4" fill="#555"/>` +
    `<rect x="37" y="34" width="2.8" height="48" rx="1.4" fill="#fff" opacity="0.35"/>`,
  'oil-bottle': (p) =>
    fill('M45 8 L55 8 L55 22 L45 22 Z', '#2b2b2b') +
    fill('M46 22 L54 22 L54 30 Q64 34 64 46 L64 84 Q64 88 60 88 L40 88 Q36 88 36 84 L36 46 Q36 34 46 30 Z', p.f, ' opacity="0.88"') +
    `<rect x="40" y="54" width="20" height="20" rx="1" fill="#f6f1e4"/><path d="M50 58 L50 70 M47 61 L50 58 L53 61" stroke="${p.d}" stroke-width="0.9" fill="none"/>` +
    `<rect x="39" y="40" width="2.6" height="42" rx="1.3" fill="#fff" opacity="0.35"/>`,
  perfume: (p) =>
    fill('M40 12 L60 12 L60 26 L40 26 Z', GOLD) +
    `<rect x="40" y="12" width="4" height="14" fill="#fff" opacity="0.3"/>` +
    fill('M45 26 L55 26 L55 34 L45 34 Z', '#b99a4a') +
    fill('M24 42 Q24 34 32 34 L68 34 Q76 34 76 42 L76 80 Q76 86 70 86 L30 86 Q24 86 24 80 Z', p.f, ' opacity="0.85"') +
    fill('M30 46 Q30 40 36 40 L64 40 Q70 40 70 46 L70 76 Q70 80 66 80 L34 80 Q30 80 30 76 Z', p.fl, ' opacity="0.4"') +
    `<rect x="38" y="56" width="24" height="11" rx="1" fill="#fbfaf6"/><rect x="42" y="60.5" width="16" height="1.4" fill="${p.d}"/>` +
    `<rect x="27" y="40" width="3" height="40" rx="1.5" fill="#fff" opacity="0.4"/>`,
  'lip-balm': (p) =>
    fill('M42 44 L42 28 Q42 22 58 16 L58 44 Z', p.f) +
    `<path d="M45 42 L45 28" stroke="#fff" stroke-width="1.2" opacity="0.35"/>` +
    fill('M38 42 L62 42 L62 50 L38 50 Z', GOLD) +
    fill('M37 50 L63 50 L63 86 L37 86 Z', '#f3eee6', ' stroke="#cfc9bd" stroke-width="0.4"') +
    `<rect x="37" y="62" width="26" height="10" fill="${p.hex}" opacity="0.85"/>` +
    `<rect x="40" y="53" width="2.4" height="30" rx="1" fill="#fff" opacity="0.4"/>`,
};

export const DRAWABLE_MOTIFS = Object.keys(MOTIF_SHAPES);

/** The motif's drawing in the given colour, with its gradients (for product shots and scenes). */
export function motifMarkup(motif: string, hex: string, id: string): string {
  const { paint, defs } = paintFor(hex, id);
  const draw = MOTIF_SHAPES[motif];
  if (!draw) throw new Error(`no drawing for motif "${motif}"`);
  // Clip paths and gradients inside drawings get ids unique to this paint.
  const raw = draw(paint);
  const own = new Set([...raw.matchAll(/id="([a-z]+)"/g)].map((m) => m[1]));
  const body = raw.replace(/(id="|url\(#)([a-z]+)/g, (match, lead: string, name: string) => (own.has(name) ? `${lead}${id}${name}` : match));
  return `<defs>${defs}</defs><g data-motif="${motif}" stroke-linejoin="round">${body}</g>`;
}

/** Warm neutral studio backdrops, picked per image. */
const BACKDROPS = [
  ['#f4f1ec', '#e4ded5'],
  ['#f1f2f2', '#dfe1e2'],
  ['#f3efe9', '#e2d9cd'],
  ['#eef0ec', '#d9ddd5'],
];

export function productSvg({ motif, hex, seed, width }: ProductImageOptions): string {
  const rand = seededRandom(`${seed}|${motif}|${hex}`);
  const [top, bottom] = BACKDROPS[Math.floor(rand() * BACKDROPS.length)];
  const tilt = (rand() - 0.5) * 3;
  const lightX = 30 + rand() * 40;
  // Very light colours get a slightly darker backdrop so they stand out.
  const bg = luminance(hex) > 0.82 ? [shade(top, -0.06), shade(bottom, -0.1)] : [top, bottom];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="0.78" stop-color="${bg[1]}"/><stop offset="1" stop-color="${shade(bg[1], -0.05)}"/></linearGradient>
    <radialGradient id="spot" cx="${lightX.toFixed(1)}%" cy="30%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.65"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100" height="100" fill="url(#wall)"/>
  <rect width="100" height="100" fill="url(#spot)"/>
  <ellipse cx="51" cy="85" rx="40" ry="4.5" fill="url(#shadow)"/>
  <g transform="translate(50 50) rotate(${tilt.toFixed(2)}) scale(0.92) translate(-50 -50)">${motifMarkup(motif, hex, 'p')}</g>
</svg>`;
}

/** A square WebP (quality 80) of the motif in the given colour; deterministic for the same inputs. */
export async function renderProductImage(opts: ProductImageOptions): Promise<Buffer> {
  const width = Math.max(16, Math.round(opts.width));
  const [image] = await renderSvg(productSvg({ ...opts, width }), [width]);
  return image;
}

export const PRODUCT_IMAGE_WIDTH = 800;
const SMALL_WIDTH = 400;

/** Renders one image at 800 px with its 400 px copy and stores them as `<key>.webp` and `<key>-400.webp`; returns the 800 px URL. */
export async function storeProductImage(
  storage: { put(key: string, bytes: Buffer): Promise<string> },
  { key, motif, hex, seed }: { key: string; motif: string; hex: string; seed: string },
): Promise<string> {
  const [large, small] = await renderSvg(productSvg({ motif, hex, seed, width: PRODUCT_IMAGE_WIDTH }), [PRODUCT_IMAGE_WIDTH, SMALL_WIDTH]);
  const [url] = await Promise.all([storage.put(`${key}.webp`, large), storage.put(`${key}-${SMALL_WIDTH}.webp`, small)]);
  return url;
}
