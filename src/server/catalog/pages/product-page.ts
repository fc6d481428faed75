import { decimalAmount, type CurrencyCode } from '../../../shared/money.ts';
import { breadcrumbLd, errorPage, href, type BuildContext, type Built } from '../../platform/page-context.ts';
import { getProduct } from '../catalog.service.ts';
import { homeCrumb, type Crumb } from './listing.ts';

/** A product, with the variant of `sku` selected (else the first in stock), and its Product JSON-LD. */
export async function productPage(ctx: BuildContext, slug: string, sku?: string): Promise<Built> {
  const product = await getProduct(ctx.db, { slug }, ctx.lang);
  if (!product) return errorPage(ctx, 404);
  const selected = sku ? product.variants.find((v) => v.sku === sku) : undefined;
  const variant = selected ?? product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const trail: Crumb[] = [homeCrumb(ctx)];
  if (product.category) trail.push({ name: product.category.name, href: href(ctx, { type: 'category', slug: product.category.slug }) });
  trail.push({ name: product.title, href: href(ctx, { type: 'product', slug }) });
  const currency = ctx.site.config.baseCurrency as CurrencyCode;
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.images.map((i) => ctx.publicUrl + i.url),
    sku: variant?.sku,
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      price: decimalAmount(v.price, currency),
      priceCurrency: currency,
      availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: ctx.publicUrl + href(ctx, { type: 'product', slug, sku: v.sku }),
    })),
  };
  // The figures are kept from the visible review rows (the reviews domain adds the newest few in full).
  if (product.ratingCount > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.ratingAvg.toFixed(1),
      reviewCount: product.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    // An unknown SKU still shows the product, but is not a page of its own.
    status: sku && !selected ? 404 : 200,
    id: product.id,
    title: product.title,
    // The price is the Offer's (JSON-LD above), not part of the text; the page shortens the text at a word.
    description: product.description,
    ogType: 'product',
    image: product.images[0] ? ctx.publicUrl + product.images[0].url : undefined,
    body: [
      { type: 'breadcrumbs', settings: { items: trail } },
      { type: 'product-detail', settings: { product, selectedSku: selected?.sku ?? null } },
    ],
    jsonLd: [productLd, breadcrumbLd(ctx.publicUrl, trail)],
    noindex: Boolean(sku && !selected),
  };
}
