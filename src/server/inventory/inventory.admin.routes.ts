/** The merchant's stock calls: the stock list, adjustments (audited, in the change's transaction) and a variant's history. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStockSet } from '../../shared/contracts/engagement-admin.ts';
import { adminStockAdjust, adminStockHistory, adminStockList, type StockAdjustBody } from '../../shared/contracts/stock-admin.ts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../accounts/audit.ts';
import { permit } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { productTag, purge } from '../platform/purge.ts';
import { adjustStock } from './inventory.service.ts';
import { stockHistory, stockList } from './stock.admin.service.ts';

export interface InventoryAdminDeps {
  db: Db;
  kickJobs(): void;
  /** The shop's low-stock line (site settings). */
  lowStock(): Promise<number>;
}

export function adminInventoryRoutes(deps: InventoryAdminDeps): FastifyPluginAsyncZod {
  const adjust = async (request: FastifyRequest, change: Required<Omit<StockAdjustBody, 'note'>> & { note: string }) => {
    const staff = request.staff?.user ?? null;
    const result = await deps.db.transaction(async (tx) => {
      const moved = await adjustStock(tx, { ...change, staff });
      await audit(tx, request, {
        action: 'inventory.stock',
        entity: 'variant',
        entityId: change.variantId,
        before: { stock: moved.before },
        after: { stock: moved.after, reason: change.reason, note: change.note },
      });
      return moved;
    });
    // The product's page shows how many are left ("Only 1 unit left", "In stock"): a merchant's count changes it.
    purge('catalog', { tags: [productTag(result.productId)] });
    // A restock may have written e-mail jobs: send them now rather than at the next poll.
    deps.kickJobs();
    return result;
  };
  return async (app) => {
    route(app, adminStockSet, permit('catalog.write'), async (request) => {
      const { variantId, stock } = request.body;
      await adjust(request, { variantId, mode: 'set', quantity: stock, reason: 'correction', note: '' });
      return ok({ variantId, stock });
    });
    route(app, adminStockAdjust, permit('catalog.write'), async (request) => {
      const moved = await adjust(request, request.body);
      return ok({ variantId: request.body.variantId, before: moved.before, stock: moved.after }, request.t('stock.adjusted'));
    });
    route(app, adminStockList, permit('catalog.read'), async (request) => ok(await stockList(deps.db, request.body, await deps.lowStock(), request.lang)));
    route(app, adminStockHistory, permit('catalog.read'), async (request) => ok(await stockHistory(deps.db, request.body, request.lang)));
  };
}
