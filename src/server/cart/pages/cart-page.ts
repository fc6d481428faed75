import type { Cart } from '../../../shared/contracts/cart.ts';
import { personal, shopperOf, type BuildContext, type Built } from '../../platform/page-context.ts';
import { readCart } from '../cart.service.ts';

/** The shopper's cart as the cart page and checkout show it; empty for a visitor without an id. */
export async function pageCart(ctx: BuildContext): Promise<Cart> {
  const who = shopperOf(ctx);
  const empty = {
    count: 0,
    lines: [],
    subtotal: 0,
    promotion: null,
    coupons: [],
    rejectedCoupons: [],
    discount: 0,
    shippingEstimate: null,
    total: 0,
    currency: ctx.site.config.baseCurrency,
  };
  return who ? readCart(ctx.db, who, { lang: ctx.lang, currency: ctx.site.config.baseCurrency, t: ctx.t }) : empty;
}

export async function cartPage(ctx: BuildContext): Promise<Built> {
  const cart = await pageCart(ctx);
  return personal({ status: 200, id: 'cart', title: ctx.t('cart.title'), body: [{ type: 'cart', settings: { cart } }] });
}
