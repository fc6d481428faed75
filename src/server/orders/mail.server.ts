/** The order confirmation e-mail, in the language the order was placed in. */
import { eq } from 'drizzle-orm';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { formatMoney, type CurrencyCode } from '../../shared/money.ts';
import { localize } from '../catalog/localize.ts';
import type { Db } from '../db/client.server.ts';
import { orderLines, orders } from '../db/commerce-schema.ts';
import type { Mailer } from '../mail/mailer.server.ts';

export async function sendOrderConfirmation(deps: { db: Db; mailer: Mailer; publicUrl: string; baseCurrency: string }, orderId: number, guestToken: string | null) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  const { t } = createTranslator(order.lang);
  const money = (n: number) => formatMoney(n, deps.baseCurrency as CurrencyCode);
  const prefix = order.lang === 'en' ? '' : `/${order.lang}`;
  const link = order.userId
    ? `${deps.publicUrl}${prefix}/user/order/${order.number}`
    : `${deps.publicUrl}${prefix}/checkout/thankyou?order=${order.number}&token=${guestToken ?? ''}`;
  const text = [
    t('checkout.thankYouText', { number: order.number }),
    '',
    ...lines.map((l) => `${localize(l.title, order.lang)} (${l.sku}) × ${l.quantity}  ${money(l.total)}`),
    '',
    `${t('cart.subtotal')}: ${money(order.subtotal)}`,
    order.discount ? `${t('cart.discount')}: -${money(order.discount)}` : null,
    `${t('cart.shipping')}: ${money(order.shippingFee)}`,
    `${t('cart.total')}: ${money(order.total)}`,
    `${t('order.fields.payStatus')}: ${t(`order.pay.${order.payStatus}`)}`,
    '',
    link,
  ].filter((line) => line !== null);
  await deps.mailer.send({ to: order.email, subject: `${t('checkout.thankYou')} — ${order.number}`, text: text.join('\n') });
}
