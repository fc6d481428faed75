import { getProduct } from '../../catalog/catalog.service.ts';
import { localize } from '../../catalog/localize.ts';
import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';
import { findPage } from '../content.service.ts';
import { renderSections } from '../sections.ts';

/**
 * The quote-request page: `inquiry/{slug}` asks about the product of that slug, or renders the
 * merchant's inquiry page of that slug; the form itself is the same.
 */
export async function inquiryPage(ctx: BuildContext, slug: string): Promise<Built> {
  const [product, page] = await Promise.all([getProduct(ctx.db, { slug }, ctx.lang), findPage(ctx.db, 'inquiry', slug, ctx.preview)]);
  if (!product && !page) return errorPage(ctx, 404);
  const title = product ? `${ctx.t('inquiry.title')}: ${product.title}` : localize(page!.title, ctx.lang);
  const intro = page ? await renderSections(ctx.db, page.sections, ctx) : [];
  return {
    status: 200,
    id: product ? `inquiry:product:${product.id}` : `inquiry:${page!.id}`,
    title,
    body: [
      { type: 'page-title', settings: { title } },
      ...intro,
      { type: 'inquiry-form', settings: { slug, product: product ? { slug: product.slug, title: product.title, image: product.images[0] ?? null } : null } },
    ],
    noindex: Boolean(product),
  };
}
