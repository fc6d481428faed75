/**
 * The demo shop's data files (data/**.json) and their schemas. Every file is checked when this
 * module loads, so a typo stops the seed at once with the file and the field; the types come
 * from the schemas. A reference into a file loaded before (a product's category, tags, colours,
 * size run, shared spec values) is checked the same way.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { SiteConfig } from '../../shared/contracts/site.ts';
import { buildPath, resolveRoute, type PageTarget } from '../../shared/routes.ts';
import { SCENES } from './scene-names.ts';
import articles from './data/articles.json' with { type: 'json' };
import benchWords from './data/bench-words.json' with { type: 'json' };
import bags from './data/catalog/bags.json' with { type: 'json' };
import beauty from './data/catalog/beauty.json' with { type: 'json' };
import categories from './data/catalog/categories.json' with { type: 'json' };
import collections from './data/catalog/collections.json' with { type: 'json' };
import colors from './data/catalog/colors.json' with { type: 'json' };
import home from './data/catalog/home.json' with { type: 'json' };
import men from './data/catalog/men.json' with { type: 'json' };
import shoes from './data/catalog/shoes.json' with { type: 'json' };
import sizeRuns from './data/catalog/size-runs.json' with { type: 'json' };
import specs from './data/catalog/specs.json' with { type: 'json' };
import tags from './data/catalog/tags.json' with { type: 'json' };
import women from './data/catalog/women.json' with { type: 'json' };
import commerce from './data/commerce.json' with { type: 'json' };
import currencyRates from './data/currency-rates.json' with { type: 'json' };
import pageTexts from './data/page-texts.json' with { type: 'json' };
import pages from './data/pages.json' with { type: 'json' };
import siteSettings from './data/site-settings.json' with { type: 'json' };

export const DEMO_LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
type DemoLang = (typeof DEMO_LANGS)[number];

/**
 * What each product is drawn as (see product-images.ts): the kind of product, so a sweater is
 * drawn with a ribbed crew neck and a blouse with its collar and buttons.
 */
export const MOTIFS = [
  'sweater',
  'cardigan',
  'blouse',
  'shirt',
  'check-shirt',
  'camp-shirt',
  'polo',
  'tee',
  'striped-tee',
  'dress',
  'floral-dress',
  'shirt-dress',
  'knit-dress',
  'slip-dress',
  'skirt',
  'trousers',
  'chinos',
  'field-jacket',
  'puffer',
  'overcoat',
  'denim-jacket',
  'sneaker',
  'runner',
  'slip-on',
  'loafer',
  'espadrille',
  'sandal',
  'chelsea-boot',
  'hiking-boot',
  'ankle-boot',
  'rain-boot',
  'tote',
  'crossbody',
  'duffel',
  'backpack',
  'wallet',
  'watch',
  'fedora',
  'bucket-hat',
  'scarf',
  'bandana',
  'sunglasses',
  'mug',
  'bowls',
  'bottle',
  'glass-jars',
  'lamp',
  'cushion',
  'candle',
  'planter',
  'throw',
  'towel',
  'notebook',
  'dropper',
  'cream-jar',
  'tube',
  'pump-bottle',
  'oil-bottle',
  'perfume',
  'lip-balm',
] as const;

/** Text in the shop's four display languages. */
const localized = z.strictObject({ en: z.string(), zh: z.string(), 'zh-HK': z.string(), fil: z.string() });
export type L10n = z.infer<typeof localized>;

/** A text built from a function of the language. */
export const perLang = (text: (lang: DemoLang) => string): L10n => ({ en: text('en'), zh: text('zh'), 'zh-HK': text('zh-HK'), fil: text('fil') });

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const hex = z.string().regex(/^#[0-9a-f]{6}$/);
/** USD cents. */
const cents = z.number().int().nonnegative();

/** Parses one data file; a mistake throws with the file and the path of the field. */
function load<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`seed data file data/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A key that must name an entry of a file loaded before. */
const oneOf = (what: string, keys: Iterable<string>) => {
  const known = new Set(keys);
  return z.string().refine((key) => known.has(key), { error: (issue) => `unknown ${what} "${String(issue.input)}"` });
};

// ---- Catalogue ----

export const demoColors = load('catalog/colors.json', z.record(z.string(), z.strictObject({ hex, name: localized })), colors);
export const demoSizeRuns = load('catalog/size-runs.json', z.record(z.string(), z.array(z.string()).nonempty()), sizeRuns);

/**
 * Spec names (in the order the rows are shown) and the values several products share: care
 * instructions, and countries, shown through the `madeIn` pattern.
 */
export const demoSpecTables = load(
  'catalog/specs.json',
  z.strictObject({
    names: z.record(z.string(), localized),
    madeIn: localized.refine((t) => DEMO_LANGS.every((lang) => t[lang].includes('{country}')), 'every language needs {country}'),
    countries: z.record(z.string(), localized),
    care: z.record(z.string(), localized),
  }),
  specs,
);

/** Spec rows of which a string value names a shared value (`"care": "wool"`, `"origin": "italy"`). */
export const SHARED_SPECS = { care: demoSpecTables.care, origin: demoSpecTables.countries } as const;

/** Spec values by name; `null` removes a row the product's category would otherwise add. */
const specValues = z.record(oneOf('spec', Object.keys(demoSpecTables.names)), z.union([localized, z.string(), z.null()])).superRefine((values, ctx) => {
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const table: Record<string, L10n> | undefined = SHARED_SPECS[key as keyof typeof SHARED_SPECS];
    if (!table?.[value]) ctx.addIssue({ code: 'custom', path: [key], message: `unknown shared ${key} value "${value}"` });
  }
});
export type DemoSpecValues = z.infer<typeof specValues>;

export const demoTags = load('catalog/tags.json', z.array(z.strictObject({ slug, name: localized })), tags);
const tagSlug = oneOf(
  'tag',
  demoTags.map((t) => t.slug),
);

/** Parents come before their children; `specs` are the rows every product of the category gets. */
export const demoCategories = load(
  'catalog/categories.json',
  z.array(z.strictObject({ slug, parent: slug.optional(), name: localized, description: localized, specs: specValues.optional() })).superRefine((list, ctx) =>
    list.forEach((c, i) => {
      if (c.parent && !list.slice(0, i).some((p) => p.slug === c.parent)) {
        ctx.addIssue({ code: 'custom', path: [i, 'parent'], message: `parent "${c.parent}" must come before its child` });
      }
    }),
  ),
  categories,
);

const product = z.strictObject({
  slug,
  category: oneOf(
    'category',
    demoCategories.map((c) => c.slug),
  ),
  title: localized,
  /** The product's own sentences; the file's closing sentence is added to them. */
  description: localized,
  tags: z.array(tagSlug),
  /** At most three: one generated image per colour. */
  colors: z
    .array(oneOf('colour', Object.keys(demoColors)))
    .max(3)
    .optional(),
  /** A size run's name, or the sizes themselves. */
  sizes: z.union([oneOf('size run', Object.keys(demoSizeRuns)), z.array(z.string()).nonempty()]).optional(),
  styles: z.array(z.strictObject({ value: slug, name: localized, delta: cents.optional() })).optional(),
  basePrice: cents,
  compareAtPrice: cents.optional(),
  motif: z.enum(MOTIFS),
  /** Drawing colour when the product has no colours. */
  tint: hex.optional(),
  /** The product's own spec rows, added to (or overriding) its category's. */
  specs: specValues.optional(),
  createdDaysAgo: z.number().int().nonnegative(),
  rank: z.number(),
});
export type DemoProductData = z.infer<typeof product>;

const productFile = z.strictObject({ closingSentence: localized, products: z.array(product) });

/** The product files in catalogue order (ids follow it). */
export const demoProductFiles = [
  load('catalog/women.json', productFile, women),
  load('catalog/men.json', productFile, men),
  load('catalog/shoes.json', productFile, shoes),
  load('catalog/bags.json', productFile, bags),
  load('catalog/home.json', productFile, home),
  load('catalog/beauty.json', productFile, beauty),
];

/** Each collection names the rule that picks its products: a tag, an order and a limit. */
export const demoCollectionData = load(
  'catalog/collections.json',
  z.array(
    z.strictObject({
      slug,
      /** What the generated banner shows. */
      scene: z.enum(SCENES),
      title: localized,
      description: localized,
      products: z.strictObject({
        tag: tagSlug.optional(),
        orderBy: z.enum(['newest', 'rank']),
        limit: z.number().int().positive().optional(),
      }),
    }),
  ),
  collections,
);

/** Units of each currency for one US dollar (the base currency). */
export const demoCurrencyRates = load('currency-rates.json', z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()), currencyRates);

// ---- Content ----

/** Where a link or menu item leads; it must be a route the storefront knows. */
const pageTarget = z
  .strictObject({ type: z.string(), slug: z.string().optional(), screen: z.string().optional() })
  .refine((t) => isDeepStrictEqual(resolveRoute(buildPath(t as PageTarget)).target, t), 'not a route of the storefront')
  .transform((t) => t as PageTarget);

/** HTML per language. Internal links are English paths (`href="/category/dresses"`), localised by the seeder. */
const html = localized.superRefine((text, ctx) => {
  for (const lang of DEMO_LANGS) {
    for (const [, path] of text[lang].matchAll(/href="(\/[^"]*)"/g)) {
      const { target } = resolveRoute(path);
      if (target.type === 'not-found' || target.type === 'root-detail' || buildPath(target) !== path) {
        ctx.addIssue({ code: 'custom', path: [lang], message: `link "${path}" is not a route of the storefront` });
      }
    }
  }
});

/** Title, description and HTML of the content pages, by page slug. */
export const demoPageTexts = load('page-texts.json', z.record(slug, z.strictObject({ title: localized, description: localized, html })), pageTexts);

/**
 * A menu item: one per top-level category (with their subcategories if asked) or per collection,
 * or a target with a label, which defaults to the title of the category, collection, tag or page
 * the target names.
 */
export type DemoMenuItemData = { each: 'category' | 'collection'; subcategories?: true } | { label?: L10n; target: PageTarget; children?: DemoMenuItemData[] };
const menuItem: z.ZodType<DemoMenuItemData> = z.union([
  z.strictObject({ each: z.enum(['category', 'collection']), subcategories: z.literal(true).optional() }),
  z.strictObject({
    label: localized.optional(),
    target: pageTarget,
    get children() {
      return z.array(menuItem).optional();
    },
  }),
]);

/**
 * The pages in the order they are stored, with the hero slides and menus they show. Section
 * settings are stored as written except for references the seeder fills in (see demo-content.ts).
 * A page's title and description default to its texts in page-texts.json.
 */
export const demoPageData = load(
  'pages.json',
  z.strictObject({
    heroSlides: z.record(slug, z.record(z.string(), z.unknown())),
    menus: z.strictObject({
      header: z.array(menuItem),
      footer: z.array(z.strictObject({ title: localized, items: z.array(menuItem) })),
    }),
    pages: z.array(
      z
        .strictObject({
          kind: z.enum(['layout', 'home', 'page', 'app', 'custom', 'inquiry']),
          slug,
          title: localized.optional(),
          description: localized.optional(),
          /** Only the bare landing page hides the site's header and footer. */
          hideHead: z.boolean().optional(),
          hideFoot: z.boolean().optional(),
          sections: z.array(z.strictObject({ type: z.string(), settings: z.record(z.string(), z.unknown()) })),
        })
        .transform((page, ctx) => {
          const title = page.title ?? demoPageTexts[page.slug]?.title;
          const description = page.description ?? demoPageTexts[page.slug]?.description;
          if (title && description) return { ...page, title, description };
          ctx.addIssue({ code: 'custom', message: `page "${page.slug}" needs a title and a description, here or in page-texts.json` });
          return z.NEVER;
        }),
    ),
  }),
  pages,
);

export const demoArticleData = load(
  'articles.json',
  z.array(
    z.strictObject({
      slug,
      title: localized,
      excerpt: localized,
      body: html,
      author: z.string().min(1),
      tags: z.array(tagSlug).nonempty(),
      /** Published this many days before the seed runs. */
      daysAgo: z.number().int().nonnegative(),
      /** What the generated thumbnail shows. */
      scene: z.enum(SCENES),
    }),
  ),
  articles,
);

/** The `site` settings row of a fresh shop; what the data leaves out (the palette) takes the defaults. */
export const demoSiteSettings = load('site-settings.json', SiteConfig.strict(), siteSettings);

// ---- Commerce ----

const discount = { title: localized, description: localized, discountType: z.enum(['percent', 'amount']), value: z.number().int().positive() };

/** Shipping zones with their methods, promotions and coupons, so the demo shop can sell. */
export const {
  shippingZones: demoShippingZones,
  promotions: demoPromotions,
  coupons: demoCoupons,
} = load(
  'commerce.json',
  z.strictObject({
    shippingZones: z.array(
      z.strictObject({
        name: z.string(),
        countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
        methods: z.array(
          z.strictObject({
            name: localized,
            kind: z.enum(['flat', 'free_over', 'weight']),
            rate: cents,
            freeOver: cents.optional(),
            perKg: cents.optional(),
            minDays: z.number().int().nonnegative(),
            maxDays: z.number().int().nonnegative(),
          }),
        ),
      }),
    ),
    promotions: z.array(z.strictObject({ slug, ...discount, kind: z.enum(['buy_n', 'over_x']), threshold: z.number().int().nonnegative() })),
    coupons: z.array(
      z.strictObject({
        code: z.string().regex(/^[A-Z0-9-]+$/),
        ...discount,
        threshold: cents,
        stackable: z.boolean(),
        usageLimit: z.number().int().positive().optional(),
        /** Granted when a customer signs up. */
        gift: z.boolean().optional(),
      }),
    ),
  }),
  commerce,
);

// ---- Benchmark catalogues ----

/** English and Simplified Chinese. */
const pair = z.tuple([z.string().min(1), z.string().min(1)]);

/** Word lists for generated benchmark catalogues (see bench-catalog.ts). */
export const {
  categories: BENCH_CATEGORIES,
  adjectives: BENCH_ADJECTIVES,
  materials: BENCH_MATERIALS,
  colors: BENCH_COLORS,
  sizes: BENCH_SIZES,
  tags: BENCH_TAGS,
  images: BENCH_IMAGES,
} = load(
  'bench-words.json',
  z.strictObject({
    categories: z.array(z.strictObject({ slug, name: pair, nouns: z.array(pair).nonempty() })).nonempty(),
    adjectives: z.array(pair).nonempty(),
    materials: z.array(pair).nonempty(),
    colors: z.array(z.strictObject({ value: slug, name: pair })).nonempty(),
    /** Generated products with sizes take the second to the fourth. */
    sizes: z.array(z.string()).min(4),
    tags: z.array(z.strictObject({ slug, name: pair })),
    /** Motif and colour of the shared images every generated product points at. */
    images: z.array(z.strictObject({ motif: z.enum(MOTIFS), hex })).nonempty(),
  }),
  benchWords,
);
