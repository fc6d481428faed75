/**
 * Seeds a fresh shop with the demo catalogue: generated images (stored through `storage`),
 * categories, tags, products with variants, option names and specs, the search-term list,
 * collections, currency rates, pages, journal articles and the site settings. Images are rendered
 * first (in parallel batches), then every row is written in one transaction with multi-row
 * inserts; all stored HTML goes through the rich-text sanitiser. Does nothing when the shop
 * already has categories or products.
 */
import { sql } from 'drizzle-orm';
import { buildSearchText } from '../catalog/search-text.ts';
import { indexSearchTerms } from '../catalog/search-terms.ts';
import { sanitizeLocalized, sanitizeSections } from '../content/rich-text.ts';
import type { Db } from '../platform/db/client.ts';
import { categories, collectionProducts, collections, productTags, productVariants, products, tags, type ProductImage } from '../catalog/catalog.schema.ts';
import { articles, authors, pages } from '../content/content.schema.ts';
import { currencyRates, settings } from '../site/site.schema.ts';
import type { Storage } from '../platform/media/storage.ts';
import { coupons, promotions } from '../marketing/marketing.schema.ts';
import { shippingMethods, shippingZones } from '../shipping/shipping.schema.ts';
import { demoCollections, demoProductOptions, demoProductSpecs, demoProducts, type DemoProduct } from './demo-catalog.ts';
import { buildDemoPages, demoArticles } from './demo-content.ts';
import { demoReviews } from './demo-reviews.ts';
import { reviewReplies, reviews } from '../reviews/reviews.schema.ts';
import { DEMO_LANGS, demoCategories, demoCoupons, demoCurrencyRates, demoPromotions, demoShippingZones, demoSiteSettings, demoTags, type L10n } from './demo-data.ts';
import { PRODUCT_IMAGE_WIDTH, seededRandom, storeProductImage } from './product-images.ts';
import type { Scene } from './scene-names.ts';
import { renderScene } from './scene-images.ts';

const RENDER_BATCH = 8;
const DAY_MS = 86_400_000;

export interface DemoVariant {
  sku: string;
  color: string | null;
  size: string | null;
  style: string | null;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  soldCount: number;
  imageIndex: number | null;
  position: number;
}

const allLangs = (text: L10n) => DEMO_LANGS.map((lang) => text[lang]);
const skuPart = (value: string) =>
  value
    .replace(/×/g, 'X')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Extra price of a size: measured sizes (ml, g, cm) cost in proportion to the amount, lettered
 * planter sizes step up by 30%, 2XL clothing costs a little more; other sizes cost the same.
 */
function sizeDelta(p: DemoProduct, size: string, index: number): number {
  const first = parseFloat(p.sizes![0]);
  const amount = parseFloat(size);
  if (/(ml|g|cm)$/i.test(size) && first > 0 && amount > 0) return Math.round((p.basePrice * (amount / first - 1) * 0.7) / 100) * 100;
  if (p.motif === 'planter') return Math.round((p.basePrice * 0.3 * index) / 100) * 100;
  if (size === 'XXL') return 300;
  return 0;
}

/** Every colour × style × size combination with its SKU, price and seeded stock and sales. */
export function demoVariants(p: DemoProduct): DemoVariant[] {
  const colors = p.colors?.length ? p.colors : [null];
  const styles = p.styles?.length ? p.styles : [null];
  const sizes = p.sizes?.length ? p.sizes : [null];
  const out: DemoVariant[] = [];
  colors.forEach((color, colorIndex) => {
    for (const style of styles) {
      sizes.forEach((size, sizeIndex) => {
        const sku = [skuPart(p.slug), color && skuPart(color.value), style && skuPart(style.value), size && skuPart(size)].filter(Boolean).join('-');
        const rand = seededRandom(sku);
        const r = rand();
        const stock = r < 0.07 ? 0 : r < 0.16 ? 1 + Math.floor(rand() * 4) : 5 + Math.floor(rand() * 56);
        const delta = (size ? sizeDelta(p, size, sizeIndex) : 0) + (style?.delta ?? 0);
        out.push({
          sku,
          color: color?.value ?? null,
          size,
          style: style?.value ?? null,
          price: p.basePrice + delta,
          compareAtPrice: p.compareAtPrice ? p.compareAtPrice + delta : null,
          stock,
          soldCount: Math.floor(rand() * rand() * 240 * (0.3 + p.rank / 100)),
          imageIndex: color ? colorIndex : null,
          position: out.length,
        });
      });
    }
  });
  return out;
}

interface ImageJob {
  key: string;
  motif: string;
  hex: string;
  seed: string;
}

/** The generated images of a product: one per colour (at least two views), with alt texts. */
function productImagePlan(p: DemoProduct): Array<ImageJob & { alt: L10n }> {
  const colors = p.colors ?? [];
  const tint = p.tint ?? colors[0]?.hex ?? '#6b7280';
  const views = colors.map((c) => ({
    hex: c.hex,
    alt: {
      en: `${p.title.en} – ${c.name.en}`,
      zh: `${p.title.zh}（${c.name.zh}）`,
      'zh-HK': `${p.title['zh-HK']}（${c.name['zh-HK']}）`,
      fil: `${p.title.fil} – ${c.name.fil}`,
    },
  }));
  if (views.length === 0) views.push({ hex: tint, alt: p.title });
  if (views.length === 1) {
    views.push({
      hex: views[0].hex,
      alt: { en: `${p.title.en} – detail`, zh: `${p.title.zh}（细节）`, 'zh-HK': `${p.title['zh-HK']}（細節）`, fil: `${p.title.fil} – detalye` },
    });
  }
  return views.map((v, i) => ({ key: `products/${p.slug}-${i + 1}`, motif: p.motif, hex: v.hex, seed: `${p.slug}-${i + 1}`, alt: v.alt }));
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

const ARTICLE_WIDTH = 1200;
const ARTICLE_HEIGHT = 675;

/** The words the search suggestions know: product titles, category names and colour names, in every language. */
function demoSearchTexts(): string[] {
  const colors = new Map(demoProducts.flatMap((p) => p.colors ?? []).map((c) => [c.value, c.name]));
  return [...demoProducts.flatMap((p) => allLangs(p.title)), ...demoCategories.flatMap((c) => allLangs(c.name)), ...[...colors.values()].flatMap(allLangs)];
}

export async function seedDemoCatalog(db: Db, storage: Storage, opts: { log?: (msg: string) => void } = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const [existing] = await db.select({ n: sql<number>`(select count(*) from ${categories})::int + count(*)::int` }).from(products);
  if (Number(existing.n) > 0) {
    log('demo seed skipped: the shop already has a catalogue');
    return;
  }

  // 1. Images, outside the transaction.
  const plans = demoProducts.map((p) => ({ product: p, images: productImagePlan(p) }));
  const jobs = plans.flatMap((plan) => plan.images);
  const urls = await inBatches(jobs, RENDER_BATCH, (job) => storeProductImage(storage, job));
  const urlByKey = new Map(jobs.map((job, i) => [job.key, urls[i]]));
  const banner = async (key: string, scene: Scene, width: number, height: number) =>
    storage.put(`banners/${key}.webp`, await renderScene({ scene, width, height, seed: key }));
  const [hero, story, summer, gifts, ...collectionImages] = await Promise.all([
    banner('home-hero', 'rail', 1600, 700),
    banner('home-story', 'knitwear', 1200, 900),
    banner('home-hero-summer', 'beach', 1600, 700),
    banner('home-hero-gifts', 'gifts', 1600, 700),
    ...demoCollections.map((c) => banner(`collection-${c.slug}`, c.scene, 1200, 600)),
  ]);
  const thumbnails = await Promise.all(
    demoArticles.map(async (a) =>
      storage.put(`articles/${a.slug}.webp`, await renderScene({ scene: a.scene, width: ARTICLE_WIDTH, height: ARTICLE_HEIGHT, seed: a.slug })),
    ),
  );
  log(`demo images: ${jobs.length} product images, ${demoCollections.length + 4} banners and ${thumbnails.length} article thumbnails in ${Date.now() - started} ms`);

  const productImages = new Map<string, ProductImage[]>(
    plans.map(({ product, images }) => [
      product.slug,
      images.map((img) => ({ url: urlByKey.get(img.key)!, width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_WIDTH, alt: img.alt })),
    ]),
  );
  const categoryBySlug = new Map(demoCategories.map((c) => [c.slug, c]));
  const tagBySlug = new Map(demoTags.map((t) => [t.slug, t]));
  /** A category's own products and those of its children, best ranked first. */
  const productsUnder = (slug: string) =>
    demoProducts.filter((p) => p.category === slug || categoryBySlug.get(p.category)?.parent === slug).sort((a, b) => b.rank - a.rank);

  await db.transaction(async (tx) => {
    // 2. Categories: parents first, then children with their parent's id.
    const categoryIds = new Map<string, number>();
    for (const level of [demoCategories.filter((c) => !c.parent), demoCategories.filter((c) => c.parent)]) {
      const rows = await tx
        .insert(categories)
        .values(
          level.map((c) => ({
            slug: c.slug,
            parentId: c.parent ? categoryIds.get(c.parent)! : null,
            position: demoCategories.indexOf(c),
            name: c.name,
            description: c.description,
            image: productImages.get(productsUnder(c.slug)[0]?.slug ?? '')?.[0]?.url ?? null,
          })),
        )
        .returning({ id: categories.id, slug: categories.slug });
      for (const row of rows) categoryIds.set(row.slug, row.id);
    }

    const tagRows = await tx
      .insert(tags)
      .values(demoTags.map((t) => ({ slug: t.slug, name: t.name })))
      .returning({ id: tags.id, slug: tags.slug });
    const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));

    // 3. Products with their denormalised figures and search document.
    const now = Date.now();
    const variantsBySlug = new Map(demoProducts.map((p) => [p.slug, demoVariants(p)]));
    const productRows = await tx
      .insert(products)
      .values(
        demoProducts.map((p) => {
          const variants = variantsBySlug.get(p.slug)!;
          const rand = seededRandom(`rating:${p.slug}`);
          const sold = variants.reduce((sum, v) => sum + v.soldCount, 0);
          const category = categoryBySlug.get(p.category)!;
          const parent = category.parent ? categoryBySlug.get(category.parent) : undefined;
          const searchText = buildSearchText([
            ...allLangs(p.title),
            ...allLangs(p.description),
            ...allLangs(category.name),
            ...(parent ? allLangs(parent.name) : []),
            ...p.tags.flatMap((t) => allLangs(tagBySlug.get(t)!.name)),
            ...(p.colors ?? []).flatMap((c) => allLangs(c.name)),
            ...(p.styles ?? []).flatMap((s) => allLangs(s.name)),
            ...variants.map((v) => v.sku),
          ]);
          return {
            slug: p.slug,
            categoryId: categoryIds.get(p.category)!,
            title: p.title,
            description: p.description,
            images: productImages.get(p.slug)!,
            options: demoProductOptions(p),
            specs: demoProductSpecs(p),
            priceMin: Math.min(...variants.map((v) => v.price)),
            priceMax: Math.max(...variants.map((v) => v.price)),
            stockTotal: variants.reduce((sum, v) => sum + v.stock, 0),
            soldCount: sold,
            rank: p.rank,
            searchDoc: sql`to_tsvector('simple', ${searchText})`,
            createdAt: new Date(now - p.createdDaysAgo * DAY_MS - Math.floor(rand() * 8 * 3_600_000)),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(productRows.map((r) => [r.slug, r.id]));

    // Reviews are rows like a live shop's, and the products' figures come from them.
    const reviewValues = demoProducts.flatMap((p) =>
      demoReviews(p.slug).map((r) => ({
        productId: productIds.get(p.slug)!,
        authorName: r.authorName,
        rating: r.rating,
        content: r.content,
        lang: r.lang,
        createdAt: new Date(now - r.daysAgo * DAY_MS),
        reply: r.shopReply,
      })),
    );
    const reviewRows = await tx
      .insert(reviews)
      .values(reviewValues.map(({ reply: _reply, ...r }) => r))
      .returning({ id: reviews.id, productId: reviews.productId, authorName: reviews.authorName, content: reviews.content, createdAt: reviews.createdAt });
    const reviewKey = (r: { productId: number; authorName: string; content: string; createdAt: Date }) =>
      `${r.productId}|${r.authorName}|${r.content}|${r.createdAt.getTime()}`;
    const replyOf = new Map(reviewValues.map((r) => [reviewKey(r), r.reply]));
    const replies = reviewRows.flatMap((r) => {
      const content = replyOf.get(reviewKey(r));
      return content ? [{ reviewId: r.id, fromShop: true, authorName: '', content, createdAt: new Date(r.createdAt.getTime() + DAY_MS) }] : [];
    });
    if (replies.length) await tx.insert(reviewReplies).values(replies);
    await tx.execute(sql`
      update ${products} p set rating_avg = s.avg, rating_count = s.n
      from (select product_id, avg(rating)::float8 as avg, count(*)::int as n from ${reviews} where not hidden group by product_id) s
      where s.product_id = p.id`);

    await tx.insert(productVariants).values(demoProducts.flatMap((p) => variantsBySlug.get(p.slug)!.map((v) => ({ ...v, productId: productIds.get(p.slug)! }))));
    await tx.insert(productTags).values(demoProducts.flatMap((p) => p.tags.map((t) => ({ productId: productIds.get(p.slug)!, tagId: tagIds.get(t)! }))));
    await indexSearchTerms(tx, demoSearchTexts());

    // 4. Collections.
    const collectionRows = await tx
      .insert(collections)
      .values(demoCollections.map((c, i) => ({ slug: c.slug, title: c.title, description: c.description, image: collectionImages[i], position: i })))
      .returning({ id: collections.id, slug: collections.slug });
    const collectionIds = new Map(collectionRows.map((r) => [r.slug, r.id]));
    await tx
      .insert(collectionProducts)
      .values(
        demoCollections.flatMap((c) => c.products.map((slug, position) => ({ collectionId: collectionIds.get(c.slug)!, productId: productIds.get(slug)!, position }))),
      );

    // 5. Currency rates, pages, articles and the site settings; rich text is sanitised on the way in.
    await tx
      .insert(currencyRates)
      .values(Object.entries(demoCurrencyRates).map(([code, rate]) => ({ code, rate })))
      .onConflictDoNothing();
    await tx
      .insert(pages)
      .values(
        buildDemoPages({ hero, story, summer, gifts }).map((p) => ({
          kind: p.kind,
          slug: p.slug,
          title: p.title,
          description: p.description,
          sections: sanitizeSections(p.sections),
          hideHead: p.hideHead ?? false,
          hideFoot: p.hideFoot ?? false,
        })),
      )
      .onConflictDoNothing();
    const authorNames = [...new Set(demoArticles.map((a) => a.author))].sort();
    const authorRows = await tx
      .insert(authors)
      .values(authorNames.map((name) => ({ name })))
      .returning({ id: authors.id, name: authors.name });
    const authorIds = new Map(authorRows.map((a) => [a.name, a.id]));
    await tx
      .insert(articles)
      .values(
        demoArticles.map((a, i) => ({
          slug: a.slug,
          title: a.title,
          excerpt: a.excerpt,
          body: sanitizeLocalized(a.body),
          thumbnail: thumbnails[i],
          author: a.author,
          authorId: authorIds.get(a.author),
          tags: a.tags,
          publishedAt: new Date(now - a.daysAgo * DAY_MS - Math.floor(seededRandom(`article:${a.slug}`)() * 10 * 3_600_000)),
        })),
      )
      .onConflictDoNothing();
    await tx.insert(settings).values({ key: 'site', value: demoSiteSettings }).onConflictDoNothing();

    // 6. Shipping zones, promotions and coupons, so the demo shop can sell.
    for (const [position, zone] of demoShippingZones.entries()) {
      const [row] = await tx.insert(shippingZones).values({ name: zone.name, countries: zone.countries, position }).returning({ id: shippingZones.id });
      await tx.insert(shippingMethods).values(zone.methods.map((m) => ({ ...m, zoneId: row.id })));
    }
    await tx.insert(promotions).values(demoPromotions);
    await tx.insert(coupons).values(demoCoupons);

    const variantCount = [...variantsBySlug.values()].reduce((n, v) => n + v.length, 0);
    log(
      `demo catalogue: ${demoCategories.length} categories, ${demoProducts.length} products, ${variantCount} variants, ${demoCollections.length} collections, ${demoArticles.length} articles`,
    );
  });
  log(`demo seed done in ${Date.now() - started} ms`);
}
