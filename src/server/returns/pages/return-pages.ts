/** The account's after-sales screens: requests by status, one request, and the request form under a returnable order. */
import { RETURN_TABS, type ReturnTab } from '../../../shared/contracts/returns.ts';
import type { Section } from '../../../shared/contracts/sections/section.ts';
import { findOwnOrder } from '../../orders/queries.ts';
import { errorPage, personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { listReturns, returnDetail } from '../queries.ts';
import { ownReturn, returnOptions } from '../returns.service.ts';

export async function returnListPage(ctx: BuildContext, userId: number): Promise<Built> {
  const tab = (RETURN_TABS as readonly string[]).includes(ctx.query.tab ?? '') ? (ctx.query.tab as ReturnTab) : 'all';
  const page = Math.max(1, Math.min(Number(ctx.query.page) || 1, 10_000));
  const result = await listReturns(ctx.db, userId, { tab, page, pageSize: 10 }, ctx.lang);
  return personal({
    status: 200,
    id: 'account:return',
    userId,
    title: ctx.t('return.title'),
    body: [{ type: 'return-list', settings: { tab, page, pageSize: 10, ...result } }],
  });
}

export async function returnDetailPage(ctx: BuildContext, userId: number, number: string): Promise<Built> {
  const row = await ownReturn(ctx.db, number, userId);
  if (!row) return errorPage(ctx, 404);
  return personal({
    status: 200,
    id: `account:return:${number}`,
    userId,
    title: `${ctx.t('return.detail')} ${number}`,
    body: [{ type: 'return-detail', settings: { request: await returnDetail(ctx.db, row, ctx.lang) } }],
  });
}

/** The request form to show under an order's page, when the order can still be asked for after-sales. */
export async function returnApplySection(ctx: BuildContext, userId: number, orderNumber: string): Promise<Section | null> {
  const order = await findOwnOrder(ctx.db, orderNumber, { userId });
  if (!order) return null;
  const options = await returnOptions(ctx.db, order, ctx.site.config.returns, ctx.lang);
  return options.returnable ? { type: 'return-apply', settings: { options } } : null;
}
