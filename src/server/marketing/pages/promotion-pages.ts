/** The running promotions, and one promotion with best sellers to buy under it. */
import { listProducts } from '../../catalog/catalog.service.ts';
import { errorPage, type BuildContext, type Built } from '../../platform/page-context.ts';
import { promotionList } from '../wallet.ts';

export async function promotionListPage(ctx: BuildContext): Promise<Built> {
  return {
    status: 200,
    id: 'promotion-list',
    title: ctx.t('promotion.title'),
    body: [{ type: 'promotion-list', settings: { list: await promotionList(ctx.db, ctx.lang) } }],
  };
}

export async function promotionPage(ctx: BuildContext, slug: string): Promise<Built> {
  const [promotion] = await promotionList(ctx.db, ctx.lang, slug);
  if (!promotion) return errorPage(ctx, 404);
  const { list } = await listProducts(ctx.db, { page: 1, pageSize: 12, sort: 'sales_desc', inStock: true }, ctx.lang);
  return {
    status: 200,
    id: `promotion:${slug}`,
    title: promotion.title,
    description: promotion.description,
    body: [{ type: 'promotion-detail', settings: { promotion, products: list } }],
  };
}
