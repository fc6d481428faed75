/**
 * Generated product and banner images for the demo shop: a small SVG per image (soft gradient
 * background derived from a seed, the product's silhouette as simple vector shapes in the
 * variant's colour, a blurred floor shadow) converted to WebP with sharp. No fonts, no downloads;
 * the same inputs always give the same bytes.
 */
import sharp from 'sharp';

export interface ProductImageOptions {
  motif: string;
  hex: string;
  seed: string;
  width: number;
}

/** FNV-1a hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) in [0, 1). */
export function seededRandom(seed: string | number): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : hash(seed);
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
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const k = Math.abs(amount);
  const out = parseHex(hex).map((c) => Math.round(c + (target - c) * k));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Paint {
  /** Main fill, a darker and a lighter tone of it. */
  f: string;
  d: string;
  l: string;
}

const GREEN = '#4f7a45';
const METAL = '#c9ccd1';

/** Each motif drawn in a 100×100 box standing on y≈84. */
const MOTIF_SHAPES: Record<string, (p: Paint) => string> = {
  shirt: (p) => `<path d="M35 20 L44 16 Q50 20 56 16 L65 20 L80 30 L87 64 L78 66 L72 42 L72 84 L28 84 L28 42 L22 66 L13 64 L20 30 Z" fill="${p.f}"/>
    <path d="M44 16 L50 27 L56 16 L54 14 L50 20 L46 14 Z" fill="${p.l}"/><line x1="50" y1="27" x2="50" y2="84" stroke="${p.d}" stroke-width="0.7"/>
    ${[36, 46, 56, 66, 76].map((y) => `<circle cx="52.5" cy="${y}" r="1" fill="${p.d}"/>`).join('')}
    <rect x="57" y="34" width="9" height="9" rx="1" fill="none" stroke="${p.d}" stroke-width="0.6"/>`,
  tee: (p) => `<path d="M36 18 Q50 27 64 18 L83 29 L76 45 L68 41 L68 84 L32 84 L32 41 L24 45 L17 29 Z" fill="${p.f}"/>
    <path d="M36 18 Q50 27 64 18" fill="none" stroke="${p.d}" stroke-width="2"/>
    <path d="M32 70 L68 70 M32 60 L68 60 M32 50 L68 50" stroke="${p.l}" stroke-width="2.5" opacity="0.35"/>`,
  dress: (p) => `<path d="M42 14 L45 14 Q50 21 55 14 L58 14 L61 30 Q57 36 59 42 L76 84 Q50 90 24 84 L41 42 Q43 36 39 30 Z" fill="${p.f}"/>
    <rect x="39.5" y="38" width="21" height="4.5" rx="1.5" fill="${p.d}"/><path d="M50 42.5 L45 54 M50 42.5 L55 53" stroke="${p.d}" stroke-width="1.6" stroke-linecap="round"/>
    <path d="M36 70 Q50 74 64 70" fill="none" stroke="${p.l}" stroke-width="1" opacity="0.6"/>`,
  skirt: (p) => `<path d="M34 30 L66 30 L79 82 Q50 88 21 82 Z" fill="${p.f}"/><rect x="33" y="23" width="34" height="7" rx="2" fill="${p.d}"/>
    <path d="M40 30 L31 83 M46 30 L43 86 M54 30 L57 86 M60 30 L69 83" stroke="${p.d}" stroke-width="0.8" opacity="0.7"/>`,
  pants: (p) => `<path d="M31 20 L69 20 L74 86 L56 86 L50 40 L44 86 L26 86 Z" fill="${p.f}"/><rect x="31" y="15" width="38" height="6" rx="1.5" fill="${p.d}"/>
    <path d="M50 21 L50 36" stroke="${p.d}" stroke-width="0.8"/><path d="M36 22 Q38 30 33 32 M64 22 Q62 30 67 32" fill="none" stroke="${p.d}" stroke-width="0.8"/>`,
  jacket: (p) => `<path d="M35 20 L44 16 L50 22 L56 16 L65 20 L80 30 L87 66 L78 68 L72 44 L72 84 L28 84 L28 44 L22 68 L13 66 L20 30 Z" fill="${p.f}"/>
    <path d="M44 16 L50 44 L56 16 L60 18 L53 46 L50 48 L47 46 L40 18 Z" fill="${p.d}"/><line x1="50" y1="48" x2="50" y2="84" stroke="${p.d}" stroke-width="1"/>
    <rect x="32" y="60" width="12" height="9" rx="1.5" fill="none" stroke="${p.d}" stroke-width="0.8"/><rect x="56" y="60" width="12" height="9" rx="1.5" fill="none" stroke="${p.d}" stroke-width="0.8"/>`,
  shoe: (p) => `<path d="M14 64 Q14 46 30 44 L46 40 Q56 52 72 55 L84 58 Q90 62 88 70 L14 70 Z" fill="${p.f}"/>
    <rect x="12" y="68" width="78" height="8" rx="3.5" fill="${p.l}" stroke="${p.d}" stroke-width="0.6"/>
    <path d="M36 45 L44 52 M40 43 L48 50 M44 42 L52 49" stroke="${p.l}" stroke-width="1.6" stroke-linecap="round"/>
    <path d="M74 56 Q82 58 86 62" fill="none" stroke="${p.d}" stroke-width="1"/>`,
  boot: (p) => `<path d="M30 16 L54 16 L55 54 Q72 56 82 62 Q87 66 86 74 L28 74 Z" fill="${p.f}"/>
    <rect x="26" y="72" width="62" height="8" rx="3" fill="${p.d}"/><rect x="45" y="26" width="8" height="22" rx="3" fill="${p.d}" opacity="0.55"/>
    <rect x="51" y="11" width="6" height="8" rx="2" fill="${p.d}"/><path d="M30 20 L54 20" stroke="${p.l}" stroke-width="1" opacity="0.6"/>`,
  sandal: (p) => `<path d="M12 72 Q12 64 26 64 L80 64 Q90 64 90 70 L90 74 L12 74 Z" fill="#cfb48a" stroke="#8a6d45" stroke-width="0.6"/>
    <path d="M30 64 Q40 44 54 64 M58 64 Q66 48 74 64 M20 64 Q22 42 36 46" fill="none" stroke="${p.d}" stroke-width="6.2" stroke-linecap="round"/>
    <path d="M30 64 Q40 44 54 64 M58 64 Q66 48 74 64 M20 64 Q22 42 36 46" fill="none" stroke="${p.f}" stroke-width="4.6" stroke-linecap="round"/>
    <circle cx="36" cy="46" r="2.2" fill="${METAL}"/>`,
  bag: (p) => `<path d="M37 42 Q37 16 50 16 Q63 16 63 42" fill="none" stroke="${p.d}" stroke-width="3.5"/>
    <path d="M22 40 L78 40 L82 84 L18 84 Z" fill="${p.f}"/><rect x="22" y="40" width="56" height="7" fill="${p.d}" opacity="0.35"/>
    <circle cx="50" cy="52" r="2.5" fill="${METAL}"/><path d="M24 80 L76 80" stroke="${p.l}" stroke-width="0.8" stroke-dasharray="2 2"/>`,
  backpack: (p) => `<path d="M42 20 Q50 12 58 20" fill="none" stroke="${p.d}" stroke-width="3"/>
    <rect x="27" y="20" width="46" height="64" rx="10" fill="${p.f}"/><rect x="27" y="20" width="46" height="12" rx="6" fill="${p.d}" opacity="0.4"/>
    <rect x="34" y="54" width="32" height="22" rx="5" fill="${p.d}" opacity="0.3"/><rect x="38" y="36" width="5" height="18" rx="1" fill="${p.l}"/>
    <rect x="57" y="36" width="5" height="18" rx="1" fill="${p.l}"/><rect x="37.5" y="48" width="6" height="4" fill="${METAL}"/><rect x="56.5" y="48" width="6" height="4" fill="${METAL}"/>`,
  wallet: (p) => `<rect x="20" y="32" width="60" height="40" rx="5" fill="${p.f}"/>
    <path d="M20 38 Q20 32 26 32 L74 32 Q80 32 80 38 L80 52 L50 58 L20 52 Z" fill="${p.d}" opacity="0.45"/>
    <rect x="23" y="35" width="54" height="34" rx="3" fill="none" stroke="${p.l}" stroke-width="0.7" stroke-dasharray="1.6 1.6"/><circle cx="50" cy="56" r="2.2" fill="${METAL}"/>`,
  watch: (p) => `<rect x="41" y="8" width="18" height="84" rx="5" fill="${p.f}"/>
    ${[70, 76, 82].map((y) => `<circle cx="50" cy="${y}" r="1.1" fill="${p.d}"/>`).join('')}
    <circle cx="50" cy="48" r="18" fill="${METAL}" stroke="${shade(METAL, -0.3)}" stroke-width="0.8"/><circle cx="50" cy="48" r="14.5" fill="#fbfbf8"/>
    <rect x="67" y="45.5" width="4" height="5" rx="1" fill="${METAL}"/><path d="M50 48 L50 38 M50 48 L57 52" stroke="#222" stroke-width="1.3" stroke-linecap="round"/>
    ${[0, 90, 180, 270].map((a) => `<line x1="50" y1="35.5" x2="50" y2="37.5" stroke="#555" stroke-width="0.8" transform="rotate(${a} 50 48)"/>`).join('')}`,
  hat: (p) => `<ellipse cx="50" cy="66" rx="38" ry="9" fill="${p.f}"/><path d="M29 66 Q28 34 50 31 Q72 34 71 66 Z" fill="${p.f}"/>
    <path d="M29 66 Q28 34 50 31 Q72 34 71 66" fill="none" stroke="${p.d}" stroke-width="0.6"/><rect x="29" y="55" width="42" height="7" fill="${p.d}"/>
    <path d="M44 34 Q50 40 56 34" fill="none" stroke="${p.d}" stroke-width="1"/>`,
  scarf: (p) => `<path d="M30 20 Q50 8 70 20 L70 30 Q50 18 30 30 Z" fill="${p.d}"/>
    <path d="M30 24 L46 24 L44 80 L28 80 Z" fill="${p.f}"/><path d="M54 24 L70 24 L72 76 L56 76 Z" fill="${p.f}"/>
    <path d="M29 44 L45 44 M28.5 60 L44.5 60 M55 44 L71 44 M55.5 60 L71.5 60" stroke="${p.l}" stroke-width="3" opacity="0.6"/>
    ${[29, 32, 35, 38, 41, 44].map((x) => `<line x1="${x}" y1="80" x2="${x - 0.5}" y2="86" stroke="${p.f}" stroke-width="1"/>`).join('')}
    ${[57, 60, 63, 66, 69, 72].map((x) => `<line x1="${x}" y1="76" x2="${x + 0.5}" y2="82" stroke="${p.f}" stroke-width="1"/>`).join('')}`,
  sunglasses: (
    p,
  ) => `<path d="M18 42 L46 42 Q46 64 33 64 Q18 64 18 42 Z M54 42 L82 42 Q82 64 67 64 Q54 64 54 42 Z" fill="#2a2d33" stroke="${p.f}" stroke-width="3.5" stroke-linejoin="round"/>
    <path d="M46 45 Q50 40 54 45" fill="none" stroke="${p.f}" stroke-width="3"/><path d="M18 43 L10 38 M82 43 L90 38" stroke="${p.f}" stroke-width="3" stroke-linecap="round"/>
    <path d="M24 47 L32 47 M60 47 L68 47" stroke="#fff" stroke-width="2" opacity="0.35" stroke-linecap="round"/>`,
  mug: (p) => `<path d="M66 42 Q82 42 82 56 Q82 70 64 70" fill="none" stroke="${p.f}" stroke-width="6"/>
    <rect x="26" y="32" width="42" height="52" rx="6" fill="${p.f}"/><ellipse cx="47" cy="33" rx="21" ry="3.5" fill="${p.d}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${31 + ((i * 37) % 33)}" cy="${42 + ((i * 23) % 36)}" r="0.7" fill="${p.d}"/>`).join('')}
    <path d="M40 26 Q36 20 40 14 M50 26 Q46 20 50 14" fill="none" stroke="#ffffff" stroke-width="1.4" opacity="0.8"/>`,
  bowl: (p) => `<path d="M16 50 Q18 82 50 82 Q82 82 84 50 Z" fill="${p.f}"/><ellipse cx="50" cy="50" rx="34" ry="7" fill="${p.l}"/>
    <ellipse cx="50" cy="50" rx="30" ry="5" fill="${p.d}" opacity="0.35"/><rect x="40" y="80" width="20" height="4" rx="1.5" fill="${p.d}"/>`,
  bottle: (p) => `<rect x="42" y="12" width="16" height="11" rx="2" fill="${p.d}"/><rect x="44" y="23" width="12" height="6" fill="${p.d}" opacity="0.7"/>
    <path d="M35 36 Q35 29 43 29 L57 29 Q65 29 65 36 L65 82 Q65 86 61 86 L39 86 Q35 86 35 82 Z" fill="${p.f}"/>
    <rect x="35" y="50" width="30" height="18" fill="${p.l}" opacity="0.75"/><rect x="39" y="32" width="3" height="46" rx="1.5" fill="#ffffff" opacity="0.25"/>`,
  jar: (p) => `<rect x="29" y="24" width="42" height="11" rx="3" fill="${p.d}"/>
    <rect x="27" y="35" width="46" height="49" rx="8" fill="${p.f}"/><rect x="33" y="50" width="34" height="18" rx="2" fill="${p.l}" opacity="0.8"/>
    <rect x="31" y="38" width="3" height="40" rx="1.5" fill="#ffffff" opacity="0.3"/>`,
  lamp: (p) => `<ellipse cx="50" cy="50" rx="22" ry="6" fill="#fff3b0" opacity="0.7"/>
    <path d="M24 48 Q24 20 50 20 Q76 20 76 48 Z" fill="${p.f}"/><rect x="47" y="48" width="6" height="30" fill="${p.d}"/>
    <ellipse cx="50" cy="80" rx="17" ry="4.5" fill="${p.f}"/><path d="M32 38 Q36 28 46 25" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.4"/>`,
  pillow: (p) => `<path d="M18 26 Q50 20 82 26 Q88 50 82 76 Q50 82 18 76 Q12 50 18 26 Z" fill="${p.f}"/>
    <path d="M18 26 Q50 20 82 26 Q88 50 82 76 Q50 82 18 76 Q12 50 18 26 Z" fill="none" stroke="${p.d}" stroke-width="1.2"/>
    <path d="M22 30 Q40 42 48 50 M78 30 Q60 42 52 50 M22 72 Q40 60 48 52 M78 72 Q60 60 52 52" fill="none" stroke="${p.d}" stroke-width="0.7" opacity="0.55"/>`,
  candle: (p) => `<path d="M50 18 Q55 26 50 32 Q45 26 50 18 Z" fill="#ffb703"/><line x1="50" y1="31" x2="50" y2="38" stroke="#333" stroke-width="0.8"/>
    <rect x="31" y="38" width="38" height="46" rx="5" fill="${p.f}" opacity="0.92"/><ellipse cx="50" cy="40" rx="17" ry="3" fill="#f5ecd9"/>
    <rect x="36" y="56" width="28" height="14" rx="1.5" fill="#f8f5ee"/><rect x="40" y="61" width="20" height="1.6" fill="${p.d}"/>`,
  plant: (p) => `<ellipse cx="40" cy="36" rx="7" ry="17" fill="${GREEN}" transform="rotate(-28 40 36)"/>
    <ellipse cx="60" cy="34" rx="7" ry="18" fill="${shade(GREEN, 0.15)}" transform="rotate(26 60 34)"/><ellipse cx="50" cy="30" rx="6" ry="19" fill="${shade(GREEN, -0.1)}"/>
    <rect x="29" y="52" width="42" height="7" rx="2" fill="${p.d}"/><path d="M32 59 L68 59 L64 84 L36 84 Z" fill="${p.f}"/>
    ${[38, 44, 50, 56, 62].map((x) => `<line x1="${x}" y1="60" x2="${x + (x - 50) * 0.1}" y2="83" stroke="${p.d}" stroke-width="0.6" opacity="0.6"/>`).join('')}`,
  blanket: (p) => `<rect x="18" y="60" width="64" height="22" rx="5" fill="${p.d}"/><rect x="20" y="42" width="62" height="22" rx="5" fill="${p.f}"/>
    <rect x="16" y="24" width="64" height="22" rx="5" fill="${p.l}"/>
    <path d="M24 24 L24 46 M34 24 L34 46 M44 24 L44 46 M54 24 L54 46 M64 24 L64 46 M72 24 L72 46 M16 35 L80 35" stroke="${p.f}" stroke-width="0.8" opacity="0.6"/>`,
  book: (p) => `<rect x="30" y="18" width="44" height="66" rx="2" fill="#f6f3ea"/><rect x="26" y="16" width="44" height="66" rx="3" fill="${p.f}"/>
    <rect x="26" y="16" width="7" height="66" rx="2" fill="${p.d}"/><rect x="61" y="16" width="3.5" height="66" fill="${p.d}"/>
    <rect x="38" y="30" width="18" height="10" rx="1" fill="${p.l}" opacity="0.85"/>`,
  tube: (p) => `<rect x="39" y="72" width="22" height="14" rx="2.5" fill="${p.d}"/><path d="M38 72 L62 72 L67 20 L33 20 Z" fill="${p.f}"/>
    <rect x="32" y="15" width="36" height="6" rx="1" fill="${p.l}"/><rect x="41" y="36" width="18" height="22" rx="1.5" fill="#ffffff" opacity="0.7"/>
    <rect x="44" y="41" width="12" height="1.6" fill="${p.d}"/><rect x="44" y="46" width="9" height="1.3" fill="${p.d}" opacity="0.6"/>`,
  dropper: (p) => `<path d="M44 22 Q44 10 50 10 Q56 10 56 22 Z" fill="#2b2b2b"/><rect x="41" y="22" width="18" height="10" rx="2" fill="${METAL}"/>
    <path d="M34 40 Q34 32 42 32 L58 32 Q66 32 66 40 L66 82 Q66 86 62 86 L38 86 Q34 86 34 82 Z" fill="${p.f}" opacity="0.92"/>
    <rect x="38" y="52" width="24" height="18" rx="1.5" fill="#fbfaf6"/><rect x="42" y="58" width="16" height="1.6" fill="${p.d}"/>
    <rect x="37" y="36" width="3" height="44" rx="1.5" fill="#ffffff" opacity="0.3"/>`,
  perfume: (p) => `<rect x="42" y="14" width="16" height="14" rx="2" fill="#d4b25e"/><rect x="46" y="28" width="8" height="7" fill="#b99a4a"/>
    <rect x="24" y="35" width="52" height="48" rx="7" fill="${p.f}" opacity="0.85"/><rect x="29" y="40" width="42" height="38" rx="5" fill="${p.l}" opacity="0.35"/>
    <rect x="38" y="54" width="24" height="10" rx="1" fill="#fbfaf6"/><rect x="28" y="39" width="3" height="38" rx="1.5" fill="#ffffff" opacity="0.35"/>`,
  lipstick: (p) => `<path d="M41 46 L41 30 Q41 24 59 18 L59 46 Z" fill="${p.f}"/><path d="M44 44 L44 31" stroke="#ffffff" stroke-width="1.2" opacity="0.35"/>
    <rect x="37" y="44" width="26" height="8" rx="1" fill="#c9a24a"/><rect x="36" y="52" width="28" height="32" rx="2" fill="#2b2b2b"/>
    <rect x="39" y="55" width="2.5" height="26" rx="1" fill="#ffffff" opacity="0.18"/>`,
};

export const DRAWABLE_MOTIFS = Object.keys(MOTIF_SHAPES);

function productSvg({ motif, hex, seed, width }: ProductImageOptions): string {
  const rand = seededRandom(`${seed}|${motif}|${hex}`);
  const hue = Math.floor(rand() * 360);
  const hue2 = (hue + 25 + Math.floor(rand() * 40)) % 360;
  const blobX = 20 + rand() * 60;
  const blobY = 15 + rand() * 35;
  const tilt = (rand() - 0.5) * 8;
  const scale = 0.9 + rand() * 0.08;
  const lum = luminance(hex);
  const paint: Paint = {
    f: hex,
    d: shade(hex, lum < 0.2 ? 0.35 : -0.3),
    l: shade(hex, lum > 0.8 ? -0.12 : 0.45),
  };
  const outline = shade(hex, lum > 0.75 ? -0.35 : -0.45);
  const draw = MOTIF_SHAPES[motif] ?? ((p: Paint) => `<circle cx="50" cy="52" r="28" fill="${p.f}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,96%)"/><stop offset="1" stop-color="hsl(${hue2},40%,88%)"/>
    </linearGradient>
    <radialGradient id="blob"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <circle cx="${blobX.toFixed(1)}" cy="${blobY.toFixed(1)}" r="34" fill="url(#blob)"/>
  <rect y="80" width="100" height="20" fill="hsl(${hue2},30%,80%)" opacity="0.35"/>
  <ellipse cx="50" cy="87" rx="31" ry="4.5" fill="#000000" opacity="0.22" filter="url(#soft)"/>
  <g transform="translate(50 52) rotate(${tilt.toFixed(2)}) scale(${scale.toFixed(3)}) translate(-50 -52)" stroke-linejoin="round">
    <g stroke="${outline}" stroke-width="0.5">${draw(paint)}</g>
  </g>
</svg>`;
}

/** A square WebP (quality 78) of the motif in the given colour; deterministic for the same inputs. */
export async function renderProductImage(opts: ProductImageOptions): Promise<Buffer> {
  const width = Math.max(16, Math.round(opts.width));
  return sharp(Buffer.from(productSvg({ ...opts, width })))
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
}

export const PRODUCT_IMAGE_WIDTH = 800;
const SMALL_WIDTH = 400;

/** Renders one image at 800 px and its 400 px copy and stores them as `<key>.webp` and `<key>-400.webp`; returns the 800 px URL. */
export async function storeProductImage(
  storage: { put(key: string, bytes: Buffer): Promise<string> },
  { key, motif, hex, seed }: { key: string; motif: string; hex: string; seed: string },
): Promise<string> {
  const [large, small] = await Promise.all([
    renderProductImage({ motif, hex, seed, width: PRODUCT_IMAGE_WIDTH }),
    renderProductImage({ motif, hex, seed, width: SMALL_WIDTH }),
  ]);
  const [url] = await Promise.all([storage.put(`${key}.webp`, large), storage.put(`${key}-${SMALL_WIDTH}.webp`, small)]);
  return url;
}

/** A wide decorative WebP for heroes and collections: gradient, soft circles and waves, no text. */
export async function renderBanner(opts: { title: string; hex: string; width: number; height: number }): Promise<Buffer> {
  const w = Math.max(16, Math.round(opts.width));
  const h = Math.max(16, Math.round(opts.height));
  const rand = seededRandom(`${opts.title}|${opts.hex}`);
  const base = opts.hex;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = h * (0.15 + rand() * 0.45);
    const tone = shade(base, i % 2 ? 0.35 + rand() * 0.3 : -0.1 - rand() * 0.2);
    return `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${tone}" opacity="${(0.25 + rand() * 0.35).toFixed(2)}"/>`;
  }).join('');
  const wave = (y: number, amp: number, tone: string, opacity: number) => {
    const seg = w / 4;
    let d = `M0 ${y}`;
    for (let i = 0; i < 4; i++) d += ` Q${seg * i + seg / 2} ${y + (i % 2 ? amp : -amp)} ${seg * (i + 1)} ${y}`;
    return `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${tone}" opacity="${opacity}"/>`;
  };
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = w * 0.06 + (i % 6) * (h * 0.05);
    const y = h * 0.12 + Math.floor(i / 6) * (h * 0.05);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(h * 0.008).toFixed(1)}" fill="#ffffff" opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(base, 0.82)}"/><stop offset="0.55" stop-color="${shade(base, 0.5)}"/><stop offset="1" stop-color="${shade(base, 0.15)}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
  ${wave(h * 0.72, h * 0.08, shade(base, 0.6), 0.55)}${wave(h * 0.82, h * 0.06, shade(base, -0.05), 0.35)}${dots}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toBuffer();
}
