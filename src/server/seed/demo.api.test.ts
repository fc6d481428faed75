import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTsQuery } from '../catalog/search-text.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { categories, collections, productVariants, products, searchTerms } from '../catalog/catalog.schema.ts';
import { articles, pages } from '../content/content.schema.ts';
import type { Localized } from '../platform/db/columns.ts';
import { settings } from '../site/site.schema.ts';
import { createDiskStorage } from '../platform/media/storage.ts';
import { generateCatalog } from './bench-catalog.ts';
import { seedDemoCatalog } from './demo.ts';

const LANGS = ['en', 'zh', 'zh-HK', 'fil'] as const;
const DAY_MS = 86_400_000;

/** Text in all four languages, none of them blank. */
function expectTranslated(text: Localized | undefined, label: string) {
  for (const lang of LANGS) expect(text?.[lang]?.trim(), `${label} ${lang}`).toBeTruthy();
}

/** Stored HTML that the sanitiser would leave unchanged, with no script or event handlers. */
function expectSanitised(html: Localized, label: string) {
  for (const lang of LANGS) {
    expect(html[lang], `${label} ${lang}`).toBe(sanitizeRichText(html[lang]));
    expect(html[lang], `${label} ${lang}`).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
  }
}

/**
 * How many different hues (of twelve) a picture shows in its clearly coloured pixels: a scene
 * with several things in it shows many, a picture in shades of one colour only one or two.
 */
async function hueCount(file: string): Promise<number> {
  const { data, info } = await sharp(file).resize(96, 48, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const hues = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    const max = Math.max(r, g, b);
    const chroma = max - Math.min(r, g, b);
    if (chroma < 30) continue;
    const h = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    const bucket = Math.floor(h * 2) % 12;
    hues.set(bucket, (hues.get(bucket) ?? 0) + 1);
  }
  // A hue counts when at least a few pixels show it.
  return [...hues.values()].filter((n) => n >= 4).length;
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('seedDemoCatalog', () => {
  let database: Database;
  let dir: string;
  let seedMs = 0;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-demo-'));
    const started = Date.now();
    await seedDemoCatalog(database.db, createDiskStorage(dir));
    seedMs = Date.now() - started;
  }, 300_000);

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates a catalogue of published products in nested categories and collections', async () => {
    const all = await database.db.select().from(products);
    expect(all.filter((p) => p.published).length).toBeGreaterThanOrEqual(60);
    const cats = await database.db.select().from(categories);
    const top = cats.filter((c) => c.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(cats.some((c) => c.parentId !== null)).toBe(true);
    const topIds = new Set(top.map((c) => c.id));
    const parentOf = new Map(cats.map((c) => [c.id, c.parentId]));
    const used = new Set(all.map((p) => (topIds.has(p.categoryId!) ? p.categoryId : parentOf.get(p.categoryId!))));
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect((await database.db.select().from(collections)).length).toBeGreaterThanOrEqual(3);
    // How long the seed takes is reported, never asserted: it depends on the machine's load.
    console.info(`demo seed took ${seedMs} ms`);
  });

  it('gives every product variants and text in all four languages', async () => {
    const all = await database.db.select().from(products);
    const counts = await rows<{ product_id: number; n: number }>(database, sql`select product_id, count(*)::int as n from ${productVariants} group by product_id`);
    const variantCount = new Map(counts.map((r) => [r.product_id, r.n]));
    for (const p of all) {
      expect(variantCount.get(p.id) ?? 0, p.slug).toBeGreaterThan(0);
      for (const field of [p.title, p.description]) {
        for (const lang of LANGS) expect(field[lang]?.trim(), `${p.slug} ${lang}`).toBeTruthy();
        expect(field.zh, p.slug).not.toBe(field.en);
      }
      expect(p.priceMin).toBeLessThanOrEqual(p.priceMax);
    }
    // The figures are the review rows' own: every product has some, and its average and count are theirs.
    const figures = await rows<{ product_id: number; avg: number; n: number }>(
      database,
      sql`select product_id, avg(rating)::float8 as avg, count(*)::int as n from reviews where not hidden group by product_id`,
    );
    const byProduct = new Map(figures.map((f) => [f.product_id, f]));
    for (const p of all) {
      expect(p.ratingCount, p.slug).toBe(byProduct.get(p.id)?.n);
      expect(p.ratingCount, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.ratingAvg, p.slug).toBeCloseTo(byProduct.get(p.id)!.avg, 6);
    }
  });

  it('names every colour and style value and gives every product translated specs', async () => {
    const all = await database.db.select().from(products);
    const variants = await database.db.select().from(productVariants);
    for (const p of all) {
      const colors = new Set(p.options.color?.map((c) => c.value));
      const styles = new Set(p.options.style?.map((s) => s.value));
      for (const v of variants.filter((v) => v.productId === p.id)) {
        if (v.color) expect(colors.has(v.color), `${p.slug} ${v.color}`).toBe(true);
        if (v.style) expect(styles.has(v.style), `${p.slug} ${v.style}`).toBe(true);
      }
      for (const c of p.options.color ?? []) {
        expectTranslated(c.name, `${p.slug} ${c.value}`);
        expect(c.hex, `${p.slug} ${c.value}`).toMatch(/^#[0-9a-f]{6}$/i);
      }
      for (const s of p.options.style ?? []) expectTranslated(s.name, `${p.slug} ${s.value}`);
      expect(p.specs.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.specs.length, p.slug).toBeLessThanOrEqual(5);
      for (const spec of p.specs) {
        expectTranslated(spec.name, `${p.slug} spec`);
        expectTranslated(spec.value, `${p.slug} ${spec.name.en}`);
      }
    }
    const dress = all.find((p) => p.slug === 'classic-red-dress')!;
    expect(dress.options.color).toContainEqual({ value: 'burgundy', hex: '#7b1e3a', name: { en: 'Burgundy', zh: '酒红色', 'zh-HK': '酒紅色', fil: 'Maroon' } });
    expect(dress.specs.map((s) => s.name.en)).toContain('Material');
    expect(all.find((p) => p.slug === 'linen-shirt-dress')!.options.style?.map((s) => s.name.zh)).toEqual(['短袖', '长袖']);
  });

  it('stores real WebP images, 800 px wide with 400 px copies', async () => {
    const all = await database.db.select().from(products);
    let checked = 0;
    for (const p of all) {
      expect(p.images.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.slug).toBeLessThanOrEqual(3);
      for (const image of p.images) {
        expect(image.url).toMatch(/^\/uploads\/products\/.+\.webp$/);
        const file = path.join(dir, image.url.replace(/^\/uploads\//, ''));
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(800);
        expect(image.width).toBe(800);
        const small = await sharp(file.replace(/\.webp$/, '-400.webp')).metadata();
        expect(small.width).toBe(400);
        expect(image.alt?.zh).toBeTruthy();
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(130);
    const variants = await database.db.select().from(productVariants);
    const imagesOf = new Map(all.map((p) => [p.id, p.images.length]));
    for (const v of variants) if (v.imageIndex !== null) expect(v.imageIndex).toBeLessThan(imagesOf.get(v.productId)!);
    expect((await stat(path.join(dir, 'banners/home-hero.webp'))).size).toBeGreaterThan(0);
  });

  it('shows scenes of the shop on the banners, collections and articles, as WebP of their sizes', async () => {
    const pictures: Array<[string, number, number]> = [
      ['banners/home-hero.webp', 1600, 700],
      ['banners/home-hero-summer.webp', 1600, 700],
      ['banners/home-hero-gifts.webp', 1600, 700],
      ['banners/home-story.webp', 1200, 900],
      ...(await database.db.select().from(collections)).map((c): [string, number, number] => [c.image!.replace(/^\/uploads\//, ''), 1200, 600]),
      ...(await database.db.select().from(articles)).map((a): [string, number, number] => [a.thumbnail!.replace(/^\/uploads\//, ''), 1200, 675]),
    ];
    expect(pictures.length).toBeGreaterThanOrEqual(12);
    for (const [file, width, height] of pictures) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['webp', width, height]);
      // Several things in several colours, not one colour's shades and circles.
      expect(await hueCount(path.join(dir, file)), file).toBeGreaterThanOrEqual(3);
    }
  });

  it('finds the red dress by Chinese and English search', async () => {
    const search = (q: string) =>
      rows<{ slug: string; title: Record<string, string> }>(
        database,
        sql`select slug, title from ${products} where search_doc @@ to_tsquery('simple', ${buildTsQuery(q)})`,
      );
    const zh = await search('连衣');
    expect(zh.some((p) => p.title.en.includes('Red Dress') && p.title.zh.includes('连衣裙'))).toBe(true);
    const en = await search('red dress');
    expect(en.some((p) => p.title.en.includes('Red Dress'))).toBe(true);
    const bySku = await search('LINEN-SHIRT-RED-M');
    expect(bySku.map((p) => p.slug)).toContain('linen-shirt');
  });

  it('lists the words of titles, category names and colour names as search terms', async () => {
    const terms = new Map((await database.db.select().from(searchTerms)).map((t) => [t.term, t.weight]));
    for (const word of ['dress', 'burgundy', 'skincare', 'bestida', 'sneakers']) expect(terms.has(word), word).toBe(true);
    expect(terms.get('dress')).toBeGreaterThanOrEqual(5);
    expect([...terms.keys()].every((t) => /^[\p{Script=Latin}]{3,40}$/u.test(t))).toBe(true);
  });

  it('publishes journal articles with sanitised bodies, authors, tags and thumbnails', async () => {
    const all = await database.db.select().from(articles);
    const published = all.filter((a) => a.published);
    expect(published.length).toBeGreaterThanOrEqual(6);
    const now = Date.now();
    for (const a of published) {
      expectTranslated(a.title, `${a.slug} title`);
      expectTranslated(a.excerpt, `${a.slug} excerpt`);
      expectTranslated(a.body, `${a.slug} body`);
      expectSanitised(a.body, a.slug);
      for (const lang of LANGS) {
        expect((a.body[lang].match(/<p>/g) ?? []).length + (a.body[lang].match(/<ul>/g) ?? []).length, `${a.slug} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(a.body[lang], `${a.slug} ${lang}`).toMatch(/<a href="(\/[a-zA-Z-]+)?\/category\/[a-z-]+">/);
      }
      expect(a.author.trim()).toBeTruthy();
      expect(a.tags.length).toBeGreaterThan(0);
      expect(now - a.publishedAt.getTime()).toBeGreaterThan(0);
      expect(now - a.publishedAt.getTime()).toBeLessThanOrEqual(60 * DAY_MS);
      expect(a.thumbnail).toBe(`/uploads/articles/${a.slug}.webp`);
      const meta = await sharp(path.join(dir, `articles/${a.slug}.webp`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);
    }
    const days = published.map((a) => Math.floor((now - a.publishedAt.getTime()) / DAY_MS));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(30);
  });

  it('has sold-out and low-stock variants and sale prices', async () => {
    const variants = await database.db.select().from(productVariants);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(variants.some((v) => v.stock >= 1 && v.stock <= 4)).toBe(true);
    expect(variants.some((v) => v.compareAtPrice !== null && v.compareAtPrice > v.price)).toBe(true);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
  });

  it('creates the home page, the head and foot layouts, information pages and site settings', async () => {
    const all = await database.db.select().from(pages);
    const find = (kind: string, slug: string) => all.find((p) => p.kind === kind && p.slug === slug);
    const home = find('home', 'home');
    expect(home?.sections.map((s) => s.type)).toEqual([
      'hero',
      'product-grid',
      'collection-list',
      'image-with-text',
      'product-grid',
      'rich-text',
      'testimonials',
      'article-list',
    ]);
    expect(find('layout', 'head')?.sections.map((s) => s.type)).toEqual(['announcement-bar', 'header']);
    expect(find('layout', 'foot')?.sections.map((s) => s.type)).toEqual(['newsletter', 'footer']);
    for (const slug of ['about', 'shipping-returns', 'privacy', 'terms']) expect(find('page', slug)?.title.fil, slug).toBeTruthy();
    const [site] = await database.db
      .select()
      .from(settings)
      .where(sql`${settings.key} = 'site'`);
    expect(site?.value).toMatchObject({ baseCurrency: 'USD', locale: { defaultLang: 'en' } });
    const rates = await rows<{ code: string }>(database, sql`select code from currency_rates`);
    expect(rates.map((r) => r.code).sort()).toEqual(['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'INR', 'JPY', 'PHP', 'RUB', 'USD']);
  });

  it('adds a hero slideshow, the journal, app, gift-card, wholesale and landing pages and their menu links', async () => {
    const all = await database.db.select().from(pages);
    const find = (kind: string, slug: string) => all.find((p) => p.kind === kind && p.slug === slug);
    const home = find('home', 'home')!;
    const hero = home.sections.find((s) => s.type === 'hero')!.settings as {
      title: Localized;
      slides: Array<{ title: Localized; subtitle: Localized; image: string; cta: { label: Localized; target: { type: string } } }>;
    };
    expectTranslated(hero.title, 'hero');
    expect(hero.slides.length).toBeGreaterThanOrEqual(2);
    expect(hero.slides.length).toBeLessThanOrEqual(3);
    for (const slide of hero.slides) {
      expectTranslated(slide.title, 'slide title');
      expectTranslated(slide.subtitle, 'slide subtitle');
      expectTranslated(slide.cta.label, 'slide cta');
      expect(slide.cta.target.type).toBeTruthy();
      expect(slide.image).toMatch(/^\/uploads\/banners\/.+\.webp$/);
      expect((await stat(path.join(dir, slide.image.replace(/^\/uploads\//, '')))).size).toBeGreaterThan(0);
    }
    expect(new Set(hero.slides.map((s) => s.image)).size).toBe(hero.slides.length);
    expect(home.sections.find((s) => s.type === 'article-list')?.settings).toMatchObject({ limit: 3, title: { zh: expect.any(String) } });

    const journal = find('page', 'journal');
    expect(journal?.sections.find((s) => s.type === 'article-list')?.settings).toMatchObject({ limit: 12 });
    for (const [kind, slug] of [
      ['page', 'journal'],
      ['app', 'mobile'],
      ['custom', 'gift-cards'],
      ['inquiry', 'wholesale'],
      ['app', 'landing'],
    ]) {
      const page = find(kind, slug);
      expectTranslated(page?.title, `${kind}/${slug}`);
      expectTranslated(page?.description, `${kind}/${slug} description`);
      const richText = page!.sections.filter((s) => s.type === 'rich-text');
      expect(richText.length, `${kind}/${slug}`).toBeGreaterThan(0);
    }
    // Every stored rich text is sanitised; only the landing page hides the header and footer.
    for (const page of all) {
      for (const s of page.sections.filter((s) => s.type === 'rich-text')) expectSanitised(s.settings.html as Localized, `${page.kind}/${page.slug}`);
      const bare = page.kind === 'app' && page.slug === 'landing';
      expect([page.hideHead, page.hideFoot], `${page.kind}/${page.slug}`).toEqual([bare, bare]);
    }

    const targets = (value: unknown): Array<Record<string, unknown>> =>
      Array.isArray(value)
        ? value.flatMap(targets)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => (k === 'target' ? [v as Record<string, unknown>] : targets(v)))
          : [];
    const header = find('layout', 'head')!.sections.find((s) => s.type === 'header')!.settings as { menu: Array<{ label: Localized; target: unknown }> };
    expect(header.menu.find((item) => item.label.en === 'Journal')?.target).toEqual({ type: 'page', slug: 'journal' });
    const footerTargets = targets(find('layout', 'foot')!.sections.find((s) => s.type === 'footer')!.settings);
    expect(footerTargets).toContainEqual({ type: 'tag-list' });
    expect(footerTargets).toContainEqual({ type: 'page', slug: 'journal' });
    // Every page a menu links to exists.
    for (const t of [...targets(header.menu), ...footerTargets].filter((t) => ['page', 'app', 'custom', 'inquiry'].includes(t.type as string))) {
      expect(find(t.type as string, t.slug as string), JSON.stringify(t)).toBeTruthy();
    }
  });

  it('does nothing when run again', async () => {
    const before = await database.db.select({ id: products.id }).from(products);
    await seedDemoCatalog(database.db, createDiskStorage(dir));
    expect((await database.db.select({ id: products.id }).from(products)).length).toBe(before.length);
  });
});

describe('generateCatalog', () => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-bench-'));
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('generates products with variants and search documents, and appends on a second run', async () => {
    await generateCatalog(database.db, { products: 500, storage: createDiskStorage(dir), batchSize: 200 });
    const [stats] = await rows<{ p: number; empty_doc: number; no_variants: number; v: number; cats: number }>(
      database,
      sql`select count(*)::int as p,
            count(*) filter (where search_doc = ''::tsvector)::int as empty_doc,
            count(*) filter (where not exists (select 1 from product_variants v where v.product_id = products.id))::int as no_variants,
            (select count(*)::int from product_variants) as v,
            count(distinct category_id)::int as cats
          from products`,
    );
    expect(stats).toMatchObject({ p: 500, empty_doc: 0, no_variants: 0, cats: 12 });
    expect(stats.v).toBeGreaterThanOrEqual(1_500);
    expect(stats.v).toBeLessThanOrEqual(3_000);
    const [first] = await database.db.select().from(products).limit(1);
    expect(first.images.length).toBe(2);
    expect((await sharp(path.join(dir, first.images[0].url.replace(/^\/uploads\//, ''))).metadata()).format).toBe('webp');
    const cjk = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products where search_doc @@ to_tsquery('simple', ${buildTsQuery(first.title.zh)})`,
    );
    expect(cjk[0].n).toBeGreaterThan(0);
    const terms = new Map((await database.db.select().from(searchTerms)).map((t) => [t.term, t.weight]));
    for (const word of first.title.en
      .toLowerCase()
      .split(' ')
      .filter((w) => w.length >= 3))
      expect(terms.has(word), word).toBe(true);
    for (const word of ['electronics', 'black']) expect(terms.has(word), word).toBe(true);
    const weightBefore = [...terms.values()].reduce((a, b) => a + b, 0);

    await generateCatalog(database.db, { products: 50 });
    const [{ n }] = await rows<{ n: number }>(database, sql`select count(*)::int as n from products`);
    expect(n).toBe(550);
    const [{ w }] = await rows<{ w: number }>(database, sql`select sum(weight)::int as w from search_terms`);
    expect(w).toBeGreaterThan(weightBefore);
  });
});
