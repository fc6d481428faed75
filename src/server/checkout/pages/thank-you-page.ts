import { pageTerms } from '../../orders/pages/order-pages.ts';
import { findOwnOrder, orderDetail } from '../../orders/queries.ts';
import { personal, type BuildContext, type Built } from '../../platform/page-context.ts';

/** The order just placed (the customer's, or a guest's with its token), with the bank-transfer details while it awaits the transfer. */
export async function thankYouPage(ctx: BuildContext): Promise<Built> {
  const number = ctx.query.order ?? '';
  const order = number ? await findOwnOrder(ctx.db, number, { userId: ctx.user?.id ?? null, guestToken: ctx.query.token }) : null;
  const detail = order ? await orderDetail(ctx.db, order, { lang: ctx.lang, terms: pageTerms(ctx) }) : null;
  const instructions = detail?.bankTransfer?.instructions ?? null;
  return personal({
    status: 200,
    id: 'checkout:thankyou',
    title: ctx.t('checkout.thankYou'),
    userId: ctx.user?.id,
    body: [{ type: 'thank-you', settings: { order: detail, paymentInstructions: instructions } }],
  });
}
