/**
 * Timed order rules (DESIGN §4): unpaid orders cancel themselves after `unpaidMinutes`, shipped
 * ones complete themselves `autoCompleteDays` after shipping. Every process runs the sweep; a
 * transaction-level advisory lock lets one sweep at a time, and each change goes through the
 * guarded state machine, so an order changes once however many processes run. Deadlines come
 * from the orders' own timestamps, so nothing is lost across restarts.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Db, Tx } from '../platform/db/client.ts';
import { orders } from '../orders/orders.schema.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { applyEvent, cancelUnpaid } from '../orders/orders.service.ts';

const SWEEP_LOCK = 7_204_311;
const BATCH = 100;

export interface SweepResult {
  cancelled: string[];
  completed: string[];
}

export async function sweepOrders(
  deps: { db: Db; events: OrderEventBus; unpaidMinutes: number; autoCompleteDays: number },
  now = new Date(),
): Promise<SweepResult | null> {
  return deps.db.transaction(async (tx: Tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const result: SweepResult = { cancelled: [], completed: [] };
    const txDeps = { db: tx, events: deps.events };
    const unpaidBefore = new Date(now.getTime() - deps.unpaidMinutes * 60_000);
    const overdue = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(and(eq(orders.status, 'in_progress'), eq(orders.payStatus, 'unpaid'), lt(orders.submittedAt, unpaidBefore)))
      .orderBy(asc(orders.submittedAt))
      .limit(BATCH);
    for (const order of overdue) {
      await cancelUnpaid(txDeps, { id: order.id }, { actor: 'system' });
      result.cancelled.push(order.number);
    }
    const shippedBefore = new Date(now.getTime() - deps.autoCompleteDays * 86_400_000);
    const delivered = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(and(eq(orders.status, 'in_progress'), eq(orders.deliveryStatus, 'shipped'), eq(orders.received, false), lt(orders.shippedAt, shippedBefore)))
      .orderBy(asc(orders.shippedAt))
      .limit(BATCH);
    for (const order of delivered) {
      await applyEvent(txDeps, { id: order.id }, { type: 'confirm_receipt' }, { actor: 'system' });
      result.completed.push(order.number);
    }
    return result;
  });
}

/** Runs the sweep every `intervalMs` until stopped; a failed sweep is logged and tried again next time. */
export function startScheduler(deps: Parameters<typeof sweepOrders>[0] & { intervalMs: number; log: (err: unknown) => void }) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOrders(deps)
      .catch(deps.log)
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Runs the sweep in this process while the app is up (main does; tests call the sweep themselves). */
export function registerScheduler(app: FastifyInstance, deps: { db: Db; events: OrderEventBus; config: Config }) {
  const { config } = deps;
  const scheduler = startScheduler({
    db: deps.db,
    events: deps.events,
    unpaidMinutes: config.unpaidMinutes,
    autoCompleteDays: config.autoCompleteDays,
    intervalMs: config.schedulerIntervalMs,
    log: (err) => app.log.error({ err }, 'order sweep failed'),
  });
  app.addHook('onClose', () => scheduler.stop());
}
