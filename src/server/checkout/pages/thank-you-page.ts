import { localize } from '../../catalog/localize.ts';
import { findOwnOrder, orderDetail } from '../../orders/queries.ts';
import { personal, type BuildContext, type Built } from '../../platform/page-context.ts';

/** The order just placed (the customer's, or a guest's with its token), with the bank transfer instructions while unpaid. */
export async function thankYouPage(ctx: BuildContext): Promise<Built> {
  const number = ctx.query.order ?? '';
  const order = number ? await findOwnOrder(ctx.db, number, { userId: ctx.user?.id ?? null, guestToken: ctx.query.token }) : null;
  const detail = order ? await orderDetail(ctx.db, order, { lang: ctx.lang, unpaidMinutes: ctx.unpaidMinutes, onlinePayments: ctx.onlinePayments }) : null;
  const instructions =
    detail?.paymentMethod === 'bank_transfer' && detail.payStatus === 'unpaid' ? localize(ctx.site.config.bankTransferInstructions, ctx.lang) || null : null;
  return personal({
    status: 200,
    id: 'checkout:thankyou',
    title: ctx.t('checkout.thankYou'),
    userId: ctx.user?.id,
    body: [{ type: 'thank-you', settings: { order: detail, paymentInstructions: instructions } }],
  });
}
