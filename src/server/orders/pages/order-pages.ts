/** The account's orders: the list by tab, and one order. */
import { ORDER_TABS, type OrderTab } from '../../../shared/contracts/orders.ts';
import { errorPage, personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { paymentTerms } from '../payment-terms.ts';
import { findOwnOrder, listOrders, orderDetail } from '../queries.ts';

/** How this page's reader pays an unpaid order: the shop's configuration and the merchant's bank-transfer settings. */
export const pageTerms = (ctx: BuildContext) => paymentTerms(ctx, ctx.site.config, ctx.lang);

export async function orderListPage(ctx: BuildContext, userId: number): Promise<Built> {
  const tab = (ORDER_TABS as readonly string[]).includes(ctx.query.tab ?? '') ? (ctx.query.tab as OrderTab) : 'all';
  const page = Math.max(1, Math.min(Number(ctx.query.page) || 1, 10_000));
  const result = await listOrders(ctx.db, userId, { tab, page, pageSize: 10 }, { lang: ctx.lang, terms: pageTerms(ctx) });
  return personal({
    status: 200,
    id: 'account:order',
    userId,
    title: ctx.t('order.title'),
    body: [{ type: 'order-list', settings: { tab, page, pageSize: 10, ...result } }],
  });
}

export async function orderDetailPage(ctx: BuildContext, userId: number, number: string): Promise<Built> {
  const order = await findOwnOrder(ctx.db, number, { userId });
  if (!order) return errorPage(ctx, 404);
  const detail = await orderDetail(ctx.db, order, { lang: ctx.lang, terms: pageTerms(ctx) });
  return personal({
    status: 200,
    id: `account:order:${number}`,
    userId,
    title: `${ctx.t('order.detail')} ${number}`,
    body: [{ type: 'order-detail', settings: { order: detail } }],
  });
}
