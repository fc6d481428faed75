/**
 * The demo catalogue expanded from its data files (see demo-data.ts): products with their colours,
 * sizes and closing sentence, their spec rows and option names, and the products each collection
 * picks. Pure, no I/O; seeded by demo.server.ts.
 */
import {
  SHARED_SPECS,
  demoCategories,
  demoCollectionData,
  demoColors,
  demoProductFiles,
  demoSizeRuns,
  demoSpecTables,
  perLang,
  type DemoProductData,
  type DemoSpecValues,
  type L10n,
} from './demo-data.ts';

export interface DemoColor {
  value: string;
  hex: string;
  name: L10n;
}

export type DemoProduct = Omit<DemoProductData, 'colors' | 'sizes'> & { colors?: DemoColor[]; sizes?: string[] };

/** Spec names, in the order the rows are shown. */
export const SPEC_NAMES = demoSpecTables.names;

/** Two texts one after the other: with a space between them, except in Chinese. */
const followedBy = (a: L10n, b: L10n): L10n => ({ en: `${a.en} ${b.en}`, zh: a.zh + b.zh, 'zh-HK': a['zh-HK'] + b['zh-HK'], fil: `${a.fil} ${b.fil}` });

export const demoProducts: DemoProduct[] = demoProductFiles.flatMap((file) =>
  file.products.map((p) => ({
    ...p,
    description: followedBy(p.description, file.closingSentence),
    colors: p.colors?.map((value) => ({ value, ...demoColors[value] })),
    sizes: typeof p.sizes === 'string' ? demoSizeRuns[p.sizes] : p.sizes,
  })),
);

const categoryBySlug = new Map(demoCategories.map((c) => [c.slug, c]));

/** A spec value's text: its own, or the shared one it names ("Made in …" for a country). */
function specText(key: string, value: L10n | string): L10n {
  if (typeof value !== 'string') return value;
  const shared = SHARED_SPECS[key as keyof typeof SHARED_SPECS][value];
  return key === 'origin' ? perLang((lang) => demoSpecTables.madeIn[lang].replace('{country}', shared[lang])) : shared;
}

/**
 * A product's spec rows: its category's (parent first) merged with its own, in the order of
 * SPEC_NAMES. Rows set to `null` are left out.
 */
export function demoProductSpecs(p: DemoProduct): Array<{ name: L10n; value: L10n }> {
  const layers: DemoSpecValues[] = [p.specs ?? {}];
  for (let c = categoryBySlug.get(p.category); c; c = c.parent ? categoryBySlug.get(c.parent) : undefined) layers.unshift(c.specs ?? {});
  const merged: DemoSpecValues = Object.assign({}, ...layers);
  return Object.keys(SPEC_NAMES).flatMap((key) => {
    const value = merged[key];
    return value ? [{ name: SPEC_NAMES[key], value: specText(key, value) }] : [];
  });
}

/** The display names (and swatch colours) of a product's colour and style values. */
export function demoProductOptions(p: DemoProduct): {
  color?: Array<{ value: string; name: L10n; hex: string }>;
  style?: Array<{ value: string; name: L10n }>;
} {
  return {
    ...(p.colors?.length ? { color: p.colors.map((c) => ({ value: c.value, name: c.name, hex: c.hex })) } : {}),
    ...(p.styles?.length ? { style: p.styles.map((s) => ({ value: s.value, name: s.name })) } : {}),
  };
}

const ORDERS = {
  newest: (a: DemoProduct, b: DemoProduct) => a.createdDaysAgo - b.createdDaysAgo,
  rank: (a: DemoProduct, b: DemoProduct) => b.rank - a.rank,
};

/** The collections with the slugs of the products their rule picks. */
export const demoCollections = demoCollectionData.map(({ products: rule, ...collection }) => ({
  ...collection,
  products: demoProducts
    .filter((p) => !rule.tag || p.tags.includes(rule.tag))
    .sort(ORDERS[rule.orderBy])
    .slice(0, rule.limit)
    .map((p) => p.slug),
}));
