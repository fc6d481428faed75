/** The merchant's stock call: set a variant's stock (audited, in the change's transaction). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStockSet } from '../../shared/contracts/engagement-admin.ts';
import { audit } from '../accounts/audit.ts';
import { permit } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { setVariantStock } from './inventory.service.ts';

export function adminInventoryRoutes(deps: { db: Db; kickJobs(): void }): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminStockSet, permit('catalog.write'), async (request) => {
      const { variantId, stock } = request.body;
      await deps.db.transaction(async (tx) => {
        const change = await setVariantStock(tx, variantId, stock);
        await audit(tx, request, { action: 'inventory.stock', entity: 'variant', entityId: variantId, before: { stock: change.before }, after: { stock: change.after } });
      });
      // A restock may have written e-mail jobs: send them now rather than at the next poll.
      deps.kickJobs();
      return ok({ variantId, stock });
    });
  };
}
