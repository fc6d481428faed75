/**
 * Timed order rules (DESIGN §4): unpaid orders paid online cancel themselves after
 * `unpaidMinutes`, unpaid bank transfers after the merchant's window of days (with one reminder
 * e-mail a day before), cash on delivery never; shipped orders complete themselves
 * `autoCompleteDays` after shipping. Every process runs the sweep; a transaction-level advisory
 * lock lets one sweep at a time, and each change goes through the guarded state machine, so an
 * order changes once however many processes run. Deadlines come from the orders' own timestamps,
 * so nothing is lost across restarts.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import { uncounted, type Db, type Tx } from '../platform/db/client.ts';
import { checkoutReplies, orders } from '../orders/orders.schema.ts';
import type { OrderEventBus } from '../orders/events.ts';
import { applyEvent, cancelUnpaid } from '../orders/orders.service.ts';
import { BANK_TRANSFER, OFFLINE_METHODS, payWindowMs, reminderAfterMs } from '../orders/payment-terms.ts';
import { PAYMENT_REMINDER } from '../orders/notify.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import type { SiteService } from '../site/site.service.ts';
import { removeUnusedUploads, type UploadDeps } from '../platform/media/uploads.ts';

const SWEEP_LOCK = 7_204_311;
const BATCH = 100;
/**
 * How long checkout keeps a guest's order token in the clear, for a retry of the same checkout to
 * answer it again (and a resent confirmation to carry the link); the sweep then forgets it.
 */
export const GUEST_TOKEN_KEPT_HOURS = 24;

export interface SweepResult {
  cancelled: string[];
  completed: string[];
  /** Bank-transfer orders whose payment reminder is due; it is recorded, and its e-mail written as a job, in the sweep. */
  reminded: string[];
  /** Guest order tokens older than GUEST_TOKEN_KEPT_HOURS that checkout's kept answers no longer hold. */
  forgottenTokens: number;
}

export interface SweepDeps {
  db: Db;
  events: OrderEventBus;
  unpaidMinutes: number;
  /** The merchant's bank-transfer window. */
  bankTransferDays: number;
  autoCompleteDays: number;
  log?(err: unknown): void;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function sweepOrders(deps: SweepDeps, now = new Date()): Promise<SweepResult | null> {
  const windows = { unpaidMinutes: deps.unpaidMinutes, bankTransferDays: deps.bankTransferDays };
  const result = await deps.db.transaction(async (tx: Tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const result: SweepResult = { cancelled: [], completed: [], reminded: [], forgottenTokens: 0 };
    const txDeps = { db: tx, events: deps.events };
    const unpaid = and(eq(orders.status, 'in_progress'), eq(orders.payStatus, 'unpaid'));
    // Cash on delivery has no window: it is in neither branch.
    const transferDue = before(now, payWindowMs(BANK_TRANSFER, windows)!);
    const overdue = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(
        and(
          unpaid,
          or(
            and(notInArray(orders.paymentMethod, [...OFFLINE_METHODS]), lt(orders.submittedAt, before(now, deps.unpaidMinutes * 60_000))),
            and(eq(orders.paymentMethod, BANK_TRANSFER), lt(orders.submittedAt, transferDue)),
          ),
        ),
      )
      .orderBy(asc(orders.submittedAt))
      .limit(BATCH);
    for (const order of overdue) {
      await cancelUnpaid(txDeps, { id: order.id }, { actor: 'system' });
      result.cancelled.push(order.number);
    }
    const remind = await tx
      .update(orders)
      .set({ paymentReminderSentAt: now })
      .where(
        and(
          unpaid,
          eq(orders.paymentMethod, BANK_TRANSFER),
          isNull(orders.paymentReminderSentAt),
          lt(orders.submittedAt, before(now, reminderAfterMs(deps.bankTransferDays))),
          gte(orders.submittedAt, transferDue),
        ),
      )
      .returning({ number: orders.number });
    result.reminded.push(...remind.map((r) => r.number));
    // The e-mail goes out once the sweep committed (platform/jobs), and once: the order records it.
    for (const { number } of remind) await enqueue(tx, PAYMENT_REMINDER, { number });
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
    // A bounded batch per sweep, on the partial index of kept tokens by age.
    const stale = tx
      .select({ key: checkoutReplies.idempotencyKey })
      .from(checkoutReplies)
      .where(and(isNotNull(checkoutReplies.guestToken), lt(checkoutReplies.createdAt, before(now, GUEST_TOKEN_KEPT_HOURS * 3_600_000))))
      .limit(BATCH * 10);
    const forgotten = await tx
      .update(checkoutReplies)
      .set({ guestToken: null })
      .where(inArray(checkoutReplies.idempotencyKey, stale))
      .returning({ key: checkoutReplies.idempotencyKey });
    result.forgottenTokens = forgotten.length;
    // The sales buckets before this quarter hour: their counter stripes fold into one row each
    // (migration 0033_order_counter_stripes), so the dashboard's month stays about a row per bucket.
    await tx.execute(sql`select sales_rollup_fold(sales_bucket(now()))`);
    return result;
  });
  return result;
}

/** Runs the sweep every `intervalMs` until stopped, with the merchant's bank-transfer window as set at the time; a failed sweep is logged and tried again next time. */
export function startScheduler(
  deps: Omit<SweepDeps, 'bankTransferDays'> & {
    bankTransferDays(): Promise<number>;
    intervalMs: number;
    log: (err: unknown) => void;
    /** Settles card payments whose answer was lost (workflows/reconcile-payments.ts), after each sweep. */
    reconcile?(): Promise<unknown>;
    /** Other timed rules run after the order sweep (after-sales requests awaiting a decision). */
    alsoSweep?(): Promise<unknown>;
  },
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = uncounted(() =>
      deps
        .bankTransferDays()
        .then((bankTransferDays) => sweepOrders({ ...deps, bankTransferDays }))
        .catch(deps.log)
        .then(() => deps.reconcile?.())
        .catch(deps.log)
        .then(() => deps.alsoSweep?.())
        .catch(deps.log),
    ).finally(() => {
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

/**
 * Runs the sweep in this process while the app is up (main does; tests call the sweep themselves),
 * and settles card payments whose answer was lost: once at start, then after every sweep.
 */
export function registerScheduler(
  app: FastifyInstance,
  deps: {
    db: Db;
    events: OrderEventBus;
    config: Config;
    site: SiteService;
    reconcile?(): Promise<unknown>;
    uploads: UploadDeps;
    alsoSweep?: () => Promise<unknown>;
  },
) {
  const { config } = deps;
  const log = (err: unknown) => app.log.error({ err }, 'order sweep failed');
  const scheduler = startScheduler({
    db: deps.db,
    events: deps.events,
    unpaidMinutes: config.unpaidMinutes,
    bankTransferDays: async () => (await deps.site.get()).config.bankTransfer.windowDays,
    autoCompleteDays: config.autoCompleteDays,
    intervalMs: config.schedulerIntervalMs,
    log,
    reconcile: deps.reconcile,
    alsoSweep: deps.alsoSweep,
  });
  if (deps.reconcile) {
    const reconcile = deps.reconcile;
    app.addHook('onReady', async () => {
      await reconcile().catch(log);
    });
  }
  app.addHook('onClose', () => scheduler.stop());
  // Uploads nothing claimed (a photo picked but never posted) go after UPLOAD_UNUSED_HOURS; checked every ten minutes.
  let cleaning: Promise<unknown> | null = null;
  const cleanup = setInterval(() => {
    cleaning ??= uncounted(() => removeUnusedUploads(deps.uploads, config.uploads.unusedHours))
      .catch((err) => app.log.error({ err }, 'upload clean-up failed'))
      .finally(() => {
        cleaning = null;
      });
  }, UPLOAD_SWEEP_MS);
  cleanup.unref();
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    await cleaning;
  });
}

const UPLOAD_SWEEP_MS = 10 * 60_000;
