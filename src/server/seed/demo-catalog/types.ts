/** Types and shared building blocks of the demo catalogue (pure data, no I/O). */
import type { SpecValues } from './specs.ts';

/** Text in the shop's four display languages. */
export type L10n = { en: string; zh: string; 'zh-HK': string; fil: string };

export const l10n = (en: string, zh: string, zhHK: string, fil: string): L10n => ({ en, zh, 'zh-HK': zhHK, fil });

/** Shapes the product image renderer can draw (see product-images.server.ts). */
export const MOTIFS = [
  'shirt', 'tee', 'dress', 'skirt', 'pants', 'jacket', 'shoe', 'boot', 'sandal', 'bag', 'backpack', 'wallet',
  'watch', 'hat', 'scarf', 'sunglasses', 'mug', 'bowl', 'bottle', 'jar', 'lamp', 'pillow', 'candle', 'plant',
  'blanket', 'book', 'tube', 'dropper', 'perfume', 'lipstick',
] as const;
export type Motif = (typeof MOTIFS)[number];

export interface DemoColor {
  value: string;
  hex: string;
  name: L10n;
}

export interface DemoStyle {
  value: string;
  name: L10n;
  /** Added to the base price (USD cents). */
  delta?: number;
}

export interface DemoCategory {
  slug: string;
  name: L10n;
  description: L10n;
  parent?: string;
}

export interface DemoTag {
  slug: string;
  name: L10n;
}

export interface DemoProduct {
  slug: string;
  category: string;
  title: L10n;
  description: L10n;
  tags: string[];
  /** At most three: one generated image per colour. */
  colors?: DemoColor[];
  sizes?: string[];
  styles?: DemoStyle[];
  /** USD cents. */
  basePrice: number;
  compareAtPrice?: number;
  motif: Motif;
  /** Drawing colour when the product has no colours. */
  tint?: string;
  createdDaysAgo: number;
  rank: number;
  /** The product's own spec rows, added to (or overriding) its category's; see specs.ts. */
  specs?: SpecValues;
}

export interface DemoCollection {
  slug: string;
  title: L10n;
  description: L10n;
  products: string[];
}

/** Appends a category's closing sentence to a product's own sentences, per language. */
export function withCloser(closer: L10n) {
  return (en: string, zh: string, zhHK: string, fil: string): L10n => ({
    en: `${en} ${closer.en}`,
    zh: `${zh}${closer.zh}`,
    'zh-HK': `${zhHK}${closer['zh-HK']}`,
    fil: `${fil} ${closer.fil}`,
  });
}

const c = (value: string, hex: string, en: string, zh: string, zhHK: string, fil: string): DemoColor => ({
  value,
  hex,
  name: l10n(en, zh, zhHK, fil),
});

export const COLORS = {
  red: c('red', '#c8102e', 'Red', '红色', '紅色', 'Pula'),
  burgundy: c('burgundy', '#7b1e3a', 'Burgundy', '酒红色', '酒紅色', 'Maroon'),
  navy: c('navy', '#1f2a44', 'Navy', '藏青色', '海軍藍', 'Navy Blue'),
  black: c('black', '#1f1f1f', 'Black', '黑色', '黑色', 'Itim'),
  white: c('white', '#f4f3ee', 'White', '白色', '白色', 'Puti'),
  cream: c('cream', '#eee3cc', 'Cream', '米白色', '米白色', 'Krema'),
  beige: c('beige', '#d6bf9e', 'Beige', '米色', '米色', 'Beige'),
  olive: c('olive', '#6b7040', 'Olive', '橄榄绿', '橄欖綠', 'Olive Green'),
  sage: c('sage', '#9caf88', 'Sage', '鼠尾草绿', '鼠尾草綠', 'Sage Green'),
  forest: c('forest', '#2f5d46', 'Forest Green', '墨绿色', '墨綠色', 'Madilim na Berde'),
  sky: c('sky', '#8ec5e8', 'Sky Blue', '天蓝色', '天藍色', 'Mapusyaw na Asul'),
  denim: c('denim', '#3b5b8c', 'Denim Blue', '牛仔蓝', '牛仔藍', 'Denim na Asul'),
  blush: c('blush', '#e8b4b8', 'Blush Pink', '浅粉色', '淺粉紅', 'Rosas'),
  mustard: c('mustard', '#d4a017', 'Mustard', '芥末黄', '芥末黃', 'Mustasa'),
  terracotta: c('terracotta', '#c0623b', 'Terracotta', '陶土色', '陶土色', 'Terracotta'),
  grey: c('grey', '#8a8d91', 'Grey', '灰色', '灰色', 'Abo'),
  charcoal: c('charcoal', '#3a3d40', 'Charcoal', '炭灰色', '炭灰色', 'Madilim na Abo'),
  tan: c('tan', '#b08355', 'Tan', '棕褐色', '淺啡色', 'Kayumanggi'),
  cognac: c('cognac', '#8b4a1f', 'Cognac', '干邑棕', '干邑啡', 'Cognac'),
  lavender: c('lavender', '#b7a6d9', 'Lavender', '薰衣草紫', '薰衣草紫', 'Lila'),
  brass: c('brass', '#c9a24a', 'Brass', '黄铜色', '黃銅色', 'Kulay-tanso'),
  cherry: c('cherry', '#a4133c', 'Cherry', '樱桃红', '櫻桃紅', 'Cherry'),
  nude: c('nude', '#c99a82', 'Nude', '裸色', '裸色', 'Nude'),
  berry: c('berry', '#7a2048', 'Berry', '莓果色', '莓果色', 'Berry'),
} satisfies Record<string, DemoColor>;

export const SIZES = {
  womens: ['XS', 'S', 'M', 'L', 'XL'],
  mens: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36'],
  shoes: ['38', '39', '40', '41', '42', '43'],
  womensShoes: ['36', '37', '38', '39', '40', '41'],
};
