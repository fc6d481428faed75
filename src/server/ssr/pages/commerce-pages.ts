/** Cart, checkout, thank-you, orders, promotions and coupons: pages whose data belongs to the shopper. */
import { CHECKOUT_STEPS } from '../../../shared/constants.ts';
import { ORDER_TABS, type OrderTab } from '../../../shared/contracts/orders.ts';
import { COUNTRY_CODES, countryName } from '../../../shared/countries.ts';
import { listAddresses } from '../../accounts/addresses.ts';
import { readCart } from '../../cart/cart.service.ts';
import { localize } from '../../catalog/localize.ts';
import { listProducts } from '../../catalog/catalog.service.ts';
import { zoneCountries } from '../../shipping/shipping.service.ts';
import type { Shopper } from '../../accounts/identity.ts';
import { couponByCode, claimableCoupons, promotionList, wallet } from '../../marketing/wallet.ts';
import { findOwnOrder, listOrders, orderDetail } from '../../orders/queries.ts';
import { errorPage, href, type BuildContext, type Built } from './context.ts';

function shopper(ctx: BuildContext): Shopper | null {
  if (ctx.identity) return { userId: ctx.identity.user.id };
  return ctx.visitorId ? { visitorId: ctx.visitorId } : null;
}

/** Private pages: never cached, never indexed. */
const personal = (built: Omit<Built, 'noindex' | 'personal'>): Built => ({ ...built, noindex: true, personal: true });

async function cartOf(ctx: BuildContext) {
  const who = shopper(ctx);
  const empty = { count: 0, lines: [], subtotal: 0, promotion: null, coupons: [], rejectedCoupons: [], discount: 0, shippingEstimate: null, total: 0, currency: ctx.site.config.baseCurrency };
  return who ? readCart(ctx.db, who, { lang: ctx.lang, currency: ctx.site.config.baseCurrency, t: ctx.t }) : empty;
}

export async function cartPage(ctx: BuildContext): Promise<Built> {
  const cart = await cartOf(ctx);
  return personal({ status: 200, id: 'cart', title: ctx.t('cart.title'), body: [{ type: 'cart', settings: { cart } }] });
}

async function countries(ctx: BuildContext) {
  const zones = await zoneCountries(ctx.db);
  const everywhere = zones.some((z) => z.countries.length === 0);
  const codes = everywhere ? [...COUNTRY_CODES] : [...new Set(zones.flatMap((z) => z.countries))];
  const locale = ctx.lang === 'zh-TW' || ctx.lang === 'zh-HK' ? 'zh-Hant' : ctx.lang;
  return codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function checkoutPage(ctx: BuildContext, step: string): Promise<Built> {
  if (!(CHECKOUT_STEPS as readonly string[]).includes(step)) return errorPage(ctx, 404);
  const [cart, countryList, addresses] = await Promise.all([cartOf(ctx), countries(ctx), ctx.identity ? listAddresses(ctx.db, ctx.identity.user.id) : []]);
  return personal({
    status: 200,
    id: `checkout:${step}`,
    title: ctx.t(`checkout.steps.${step}`),
    userId: ctx.identity?.user.id,
    body: [{ type: 'checkout', settings: { step, cart, user: ctx.identity ? { email: ctx.identity.user.email } : null, addresses, countries: countryList } }],
  });
}

export async function thankYouPage(ctx: BuildContext): Promise<Built> {
  const number = ctx.query.order ?? '';
  const order = number ? await findOwnOrder(ctx.db, number, { userId: ctx.identity?.user.id ?? null, guestToken: ctx.query.token }) : null;
  const detail = order ? await orderDetail(ctx.db, order, { lang: ctx.lang, unpaidMinutes: ctx.unpaidMinutes, onlinePayments: ctx.onlinePayments }) : null;
  const instructions = detail?.paymentMethod === 'bank_transfer' && detail.payStatus === 'unpaid' ? localize(ctx.site.config.bankTransferInstructions, ctx.lang) || null : null;
  return personal({ status: 200, id: 'checkout:thankyou', title: ctx.t('checkout.thankYou'), userId: ctx.identity?.user.id, body: [{ type: 'thank-you', settings: { order: detail, paymentInstructions: instructions } }] });
}

export async function orderListPage(ctx: BuildContext, userId: number): Promise<Built> {
  const tab = (ORDER_TABS as readonly string[]).includes(ctx.query.tab ?? '') ? (ctx.query.tab as OrderTab) : 'all';
  const page = Math.max(1, Math.min(Number(ctx.query.page) || 1, 10_000));
  const result = await listOrders(ctx.db, userId, { tab, page, pageSize: 10 }, { lang: ctx.lang, unpaidMinutes: ctx.unpaidMinutes });
  return personal({ status: 200, id: 'account:order', userId, title: ctx.t('order.title'), body: [{ type: 'order-list', settings: { tab, page, pageSize: 10, ...result } }] });
}

export async function orderDetailPage(ctx: BuildContext, userId: number, number: string): Promise<Built> {
  const order = await findOwnOrder(ctx.db, number, { userId });
  if (!order) return errorPage(ctx, 404);
  const detail = await orderDetail(ctx.db, order, { lang: ctx.lang, unpaidMinutes: ctx.unpaidMinutes, onlinePayments: ctx.onlinePayments });
  return personal({ status: 200, id: `account:order:${number}`, userId, title: `${ctx.t('order.detail')} ${number}`, body: [{ type: 'order-detail', settings: { order: detail } }] });
}

export async function walletPage(ctx: BuildContext, userId: number): Promise<Built> {
  return personal({ status: 200, id: 'account:coupon', userId, title: ctx.t('coupon.title'), body: [{ type: 'coupon-wallet', settings: { list: await wallet(ctx.db, userId, ctx.lang) } }] });
}

export async function promotionListPage(ctx: BuildContext): Promise<Built> {
  return { status: 200, id: 'promotion-list', title: ctx.t('promotion.title'), body: [{ type: 'promotion-list', settings: { list: await promotionList(ctx.db, ctx.lang) } }] };
}

export async function promotionPage(ctx: BuildContext, slug: string): Promise<Built> {
  const [promotion] = await promotionList(ctx.db, ctx.lang, slug);
  if (!promotion) return errorPage(ctx, 404);
  const { list } = await listProducts(ctx.db, { page: 1, pageSize: 12, sort: 'sales_desc', inStock: true }, ctx.lang);
  return { status: 200, id: `promotion:${slug}`, title: promotion.title, description: promotion.description, body: [{ type: 'promotion-detail', settings: { promotion, products: list } }] };
}

export async function couponListPage(ctx: BuildContext): Promise<Built> {
  const list = await claimableCoupons(ctx.db, ctx.identity?.user.id ?? null, ctx.lang);
  return { status: 200, id: 'coupon-list', title: ctx.t('coupon.title'), body: [{ type: 'coupon-list', settings: { list } }], userId: ctx.identity?.user.id };
}

export async function couponPage(ctx: BuildContext, code: string): Promise<Built> {
  const coupon = await couponByCode(ctx.db, code, ctx.lang);
  if (!coupon || coupon.gift) return errorPage(ctx, 404);
  return { status: 200, id: `coupon:${coupon.code}`, title: coupon.title, body: [{ type: 'coupon-detail', settings: { coupon, signInHref: href(ctx, { type: 'auth', screen: 'signin' }) } }] };
}
