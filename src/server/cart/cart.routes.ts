import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartAdd, cartCouponApply, cartCouponRemove, cartEstimate, cartGet, cartRemove, cartUpdate } from '../../shared/contracts/cart.ts';
import type { SiteService } from '../site/site.service.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { requireShopper } from '../accounts/identity.ts';
import { creditBalance } from '../accounts/credits.ts';
import { CURRENCIES, isCurrency } from '../../shared/money.ts';
import { addToCart } from './add.ts';
import { applyCouponCode, cartAnswer, checkCouponCode, estimateMethod, readCart, removeCouponCode, removeLine, setQuantity, type LoadedCart } from './cart.service.ts';
import { WEB } from '../platform/http/prefixes.ts';

export function cartRoutes(db: Db, site: SiteService): FastifyPluginAsyncZod {
  /** The cart's answer; `cart` when the change already read it back. */
  async function answerContext(request: FastifyRequest, country?: string, shippingMethodId?: number) {
    const { config } = await site.get();
    return { lang: request.lang, currency: config.baseCurrency, t: request.t, shipping: await estimateMethod(db, country, shippingMethodId) };
  }
  async function answer(request: FastifyRequest, reply: FastifyReply, opts: { country?: string; shippingMethodId?: number; cart?: LoadedCart } = {}) {
    const ctx = await answerContext(request, opts.country, opts.shippingMethodId);
    return ok(opts.cart ? await cartAnswer(db, opts.cart, ctx) : await readCart(db, await requireShopper(request, reply), ctx));
  }
  return async (app) => {
    route(app, cartGet, (request, reply) => answer(request, reply));
    // The add statement reads the cart back itself: no second query.
    route(app, cartAdd, async (request, reply) => {
      const cart = await addToCart(db, await requireShopper(request, reply), request.body.sku, request.body.quantity);
      return answer(request, reply, { cart });
    });
    route(app, cartUpdate, async (request, reply) => {
      await setQuantity(db, await requireShopper(request, reply), request.body.variantId, request.body.quantity);
      return answer(request, reply);
    });
    route(app, cartRemove, async (request, reply) => {
      await removeLine(db, await requireShopper(request, reply), request.body.variantId);
      return answer(request, reply);
    });
    route(app, cartCouponApply, async (request, reply) => {
      const owner = await requireShopper(request, reply);
      await checkCouponCode(db, owner, request.body.code, await answerContext(request));
      await applyCouponCode(db, owner, request.body.code);
      return answer(request, reply);
    });
    route(app, cartCouponRemove, async (request, reply) => {
      await removeCouponCode(db, await requireShopper(request, reply), request.body.code);
      return answer(request, reply);
    });
    // A signed-in customer's estimate shows their credits, and prices the ones they mean to spend, as checkout will.
    route(app, cartEstimate, async (request, reply) => {
      const { country = 'US', shippingMethodId, credits = 0 } = request.body;
      const ctx = await answerContext(request, country, shippingMethodId);
      const identity = await request.identity();
      const withCredits = identity
        ? { ...ctx, credits: { balance: await creditBalance(db, identity.user.id), requested: credits, minorPerUnit: minorUnitsPerUnit(ctx.currency) } }
        : ctx;
      return ok(await readCart(db, await requireShopper(request, reply), withCredits));
    });
  };
}

/** Minor units in one unit of the currency (100 credits are worth one unit). */
function minorUnitsPerUnit(currency: string): number {
  return 10 ** (isCurrency(currency) ? CURRENCIES[currency].decimals : 2);
}

export async function registerCart(app: FastifyInstance, deps: { db: Db; site: SiteService }) {
  await app.register(cartRoutes(deps.db, deps.site), WEB);
}
