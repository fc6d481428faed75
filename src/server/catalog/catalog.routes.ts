import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productCount, productGet, productList, productSuggest } from '../../shared/contracts/catalog.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { invariant } from '../platform/http/errors.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { onPurge } from '../platform/purge.ts';
import { suggest } from './suggest.ts';
import { countProducts, getProduct, listProducts } from './catalog.service.ts';
import { WEB } from '../platform/http/prefixes.ts';

/**
 * Catalogue reads answer every shopper alike, so the same call with the same body is computed
 * once per READ_CACHE_MS (per process) — as with anonymous pages; stock and prices may lag a
 * change by that long, and the cart and checkout re-check them.
 */
const READ_CACHE_MS = 5_000;
/** Bound of the kept answers' estimated bytes per process (a list page of 24 cards is about 20 KB). */
const READ_CACHE_BYTES = 16 * 2 ** 20;

export function catalogRoutes(db: Db): FastifyPluginAsyncZod {
  const reads = ttlCache<unknown>({ name: 'catalogueReads', ttlMs: READ_CACHE_MS, maxEntries: 5_000, maxBytes: READ_CACHE_BYTES });
  const stopPurges = onPurge('catalog', () => reads.clear());
  const cached = <T>(request: FastifyRequest, load: () => Promise<T>): Promise<T> =>
    reads.get(`${request.routeOptions.url}|${request.lang}|${JSON.stringify(request.body)}`, load) as Promise<T>;

  return async (app) => {
    app.addHook('onClose', async () => stopPurges());
    route(app, productList, async (request) => ok(await cached(request, () => listProducts(db, request.body, request.lang))));
    route(app, productCount, async (request) => ok({ total: await countProducts(db, request.body) }));
    route(app, productSuggest, async (request) => ok(await cached(request, () => suggest(db, request.body.q, request.lang))));
    route(app, productGet, async (request) => {
      const product = await cached(request, () => getProduct(db, request.body, request.lang));
      invariant(product, 'NOT_FOUND');
      return ok(product);
    });
  };
}

export async function registerCatalog(app: FastifyInstance, deps: { db: Db }) {
  await app.register(catalogRoutes(deps.db), WEB);
}
