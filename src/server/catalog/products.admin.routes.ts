/** The merchant's product calls under /api/admin (staff with `catalog.read` / `catalog.write`). */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogRefs, adminProductBulk, adminProductGet, adminProductList, adminProductSave } from '../../shared/contracts/products-admin.ts';
import { permit } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { LISTING_TAG, productTag, purge } from '../platform/purge.ts';
import {
  adminProductGet as loadProduct,
  adminProductList as listProducts,
  bulkProducts,
  catalogRefs,
  saveProduct,
  type SaveProductDeps,
} from './products.admin.service.ts';

export interface ProductAdminDeps extends SaveProductDeps {
  db: Db;
  /** The shop's low-stock line (site settings). */
  lowStock(): Promise<number>;
}

export function productAdminRoutes(deps: ProductAdminDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    route(app, adminProductList, permit('catalog.read'), async (request) => ok(await listProducts(db, request.body, request.lang, await deps.lowStock())));
    route(app, adminProductGet, permit('catalog.read'), async (request) => {
      const product = await loadProduct(db, request.body.id);
      invariant(product, 'NOT_FOUND');
      return ok(product);
    });
    route(app, adminProductSave, permit('catalog.write'), async (request) => {
      const product = await saveProduct(db, request, request.body, deps);
      // Its own page and the pages showing its card; lists, since it may have come, gone or moved in them.
      purge('catalog', { tags: [productTag(product.id), LISTING_TAG] });
      return ok(product, request.t('products.saved'));
    });
    route(app, adminProductBulk, permit('catalog.write'), async (request) => {
      const changed = await bulkProducts(db, request, request.body);
      purge('catalog', { tags: [...request.body.ids.map(productTag), LISTING_TAG] });
      return ok({ changed }, request.t('products.bulkDone'));
    });
    route(app, adminCatalogRefs, permit('catalog.read'), async (request) => ok(await catalogRefs(db, request.lang)));
  };
}

export async function registerProductAdmin(app: FastifyInstance, deps: ProductAdminDeps) {
  await app.register(productAdminRoutes(deps), ADMIN);
}
