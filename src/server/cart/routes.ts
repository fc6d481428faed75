import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CartAddBody, CartAnswer, CartEstimateBody, CartRemoveBody, CartUpdateBody, CouponCodeBody } from '../../shared/contracts/cart.ts';
import type { SiteService } from '../content/site.server.ts';
import type { Db } from '../db/client.server.ts';
import { ok } from '../http/envelope.ts';
import { requireShopper } from '../http/identity.ts';
import { methodsForCountry } from '../shipping/service.ts';
import { addToCart, readCart, removeLine, setCouponCodes, setQuantity } from './service.ts';

const schema = <T extends z.ZodType>(body: T) => ({ tags: ['cart'], body, response: { 200: CartAnswer } });

export function cartRoutes(db: Db, site: SiteService): FastifyPluginAsyncZod {
  async function answer(request: FastifyRequest, country?: string) {
    const { config } = await site.get();
    const shipping = country ? ((await methodsForCountry(db, country))[0] ?? null) : null;
    return ok(await readCart(db, await requireShopper(request), { lang: request.lang, currency: config.baseCurrency, t: request.t, shipping }));
  }
  return async (app) => {
    app.post('/cart/get', { schema: { tags: ['cart'], response: { 200: CartAnswer } } }, (request) => answer(request));
    app.post('/cart/add', { schema: schema(CartAddBody) }, async (request) => {
      await addToCart(db, await requireShopper(request), request.body.sku, request.body.quantity);
      return answer(request);
    });
    app.post('/cart/update', { schema: schema(CartUpdateBody) }, async (request) => {
      await setQuantity(db, await requireShopper(request), request.body.variantId, request.body.quantity);
      return answer(request);
    });
    app.post('/cart/remove', { schema: schema(CartRemoveBody) }, async (request) => {
      await removeLine(db, await requireShopper(request), request.body.variantId);
      return answer(request);
    });
    app.post('/cart/coupon/apply', { schema: schema(CouponCodeBody) }, async (request) => {
      const code = request.body.code.toUpperCase();
      await setCouponCodes(db, await requireShopper(request), (codes) => [...codes.filter((c) => c !== code), code]);
      return answer(request);
    });
    app.post('/cart/coupon/remove', { schema: schema(CouponCodeBody) }, async (request) => {
      const code = request.body.code.toUpperCase();
      await setCouponCodes(db, await requireShopper(request), (codes) => codes.filter((c) => c !== code));
      return answer(request);
    });
    // The shipping estimate uses the cheapest method of the country's zone.
    app.post('/cart/estimate', { schema: schema(CartEstimateBody) }, (request) => answer(request, request.body.country ?? 'US'));
  };
}
