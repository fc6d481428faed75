/**
 * A server killed with SIGKILL in the middle of a checkout burst that mixes every payment method
 * (bank transfer, cash on delivery, an approved and a declined sandbox card, some with a coupon)
 * leaves no half-written order and loses nothing: after a restart, once the jobs and the payment
 * reconciliation have run, every order is whole and either paid, cancelled with its stock and
 * coupon given back, or awaiting its offline payment; stock and coupon use account for exactly
 * the orders that hold them; every order has its one e-mail; and each shopper's retry (same
 * idempotency key) answers as the first answer did, guest token included.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { orderHistory, orderLines, orders } from '../src/server/orders/orders.schema.ts';
import { productVariants } from '../src/server/catalog/catalog.schema.ts';
import { couponUses, coupons } from '../src/server/marketing/marketing.schema.ts';
import { paymentAttempts } from '../src/server/payments/payments.schema.ts';
import { jobs } from '../src/server/platform/jobs/jobs.schema.ts';
import { readOutbox } from '../src/server/testing/outbox.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; code: number; data: any };
const post = async (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { code: number; data: any }) };
};

const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';
const COUPON = 'FREESHIP5';
const MARK = 'crash-';
// Every shopper comes from this machine's address: lift the per-address cap on open unpaid orders
// and on checkout submits (each shopper submits three times). The scheduler runs every second, so
// reconciliation follows as soon as an attempt counts as abandoned.
const ENV = {
  UNPAID_ORDERS_PER_ADDRESS: '1000',
  CHECKOUT_RATE_LIMIT: '1000',
  PAYMENT_METHODS: 'bank_transfer,cash_on_delivery,sandbox_card',
  SCHEDULER_INTERVAL_MS: '1000',
};
const PAYING = ['bank_transfer', 'cash_on_delivery', 'approved', 'declined'] as const;
const OFFLINE = ['bank_transfer', 'cash_on_delivery'];

/** Each shopper's e-mails (every shopper has an address of their own), by kind: confirmations, cancellations, anything else. */
function inboxes(dir: string) {
  const found = new Map<string, { confirmation: string[]; cancelled: string[]; other: string[] }>();
  for (const mail of readOutbox(dir)) {
    const to = mail.to.toLowerCase();
    if (!to.startsWith(MARK)) continue;
    const inbox = found.get(to) ?? { confirmation: [], cancelled: [], other: [] };
    const kind = /^Your order \S+ has been placed/.test(mail.text) ? 'confirmation' : /^Order \S+ has been cancelled/.test(mail.text) ? 'cancelled' : 'other';
    inbox[kind].push(mail.text);
    found.set(to, inbox);
  }
  return found;
}
const NO_MAIL = { confirmation: [], cancelled: [], other: [] };

describe('a crash during checkouts', () => {
  it('leaves every order whole, settled or awaiting its offline payment, told once, and answers every retry as the first answer', async () => {
    shop = await startShop({ keepData: true, env: ENV });
    dataDir = shop.dataDir;
    const owner = shop.owner;
    let api = `${shop.url}/api/web`;
    const product = (await post(`${api}/product/get`, { slug: 'classic-red-dress' })).data;
    const skus: string[] = product.variants
      .filter((v: { stock: number }) => v.stock >= 20)
      .slice(0, 3)
      .map((v: { sku: string }) => v.sku);
    expect(skus).toHaveLength(3);
    const before = new Map<string, number>(product.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock]));
    const methodId = (await post(`${api}/checkout/shipping`, { country: 'US' })).data.methods[0].id;
    const address = { firstName: 'Kim', lastName: 'Lee', country: 'US', city: 'Boston', addressLine: '2 Elm St', countryCode: '+1', phone: '6175550100' };

    // Each payment in turn; the coupon on every third shopper, so on every kind of payment.
    const shoppers = Array.from({ length: 40 }, (_, i) => {
      const visitor = randomUUID();
      const paying = PAYING[i % PAYING.length];
      const card = paying === 'approved' ? APPROVED : paying === 'declined' ? DECLINED : null;
      return {
        who: { 'x-visitor-id': visitor },
        sku: skus[i % skus.length],
        paying,
        coupon: i % 3 === 0,
        body: {
          idempotencyKey: randomUUID(),
          email: `${MARK}${visitor}@example.com`,
          address,
          shippingMethodId: methodId,
          paymentMethod: card ? 'sandbox_card' : paying,
          ...(card ? { card: { number: card, expiry: '12/30', cvc: '123' } } : {}),
        },
      };
    });
    for (const s of shoppers) {
      expect((await post(`${api}/cart/add`, { sku: s.sku, quantity: 1 }, s.who)).code).toBe(0);
      if (s.coupon) expect((await post(`${api}/cart/coupon/apply`, { code: COUPON }, s.who)).code).toBe(0);
    }

    // Kill it once a quarter of the burst is answered: the rest is in flight, some of it mid-charge.
    let answered = 0;
    let quarterAnswered!: () => void;
    const killTime = new Promise<void>((resolve) => (quarterAnswered = resolve));
    const burst = shoppers.map((s) =>
      post(`${api}/checkout/place`, s.body, s.who)
        .then((answer) => {
          if (++answered === shoppers.length / 4) quarterAnswered();
          return answer;
        })
        .catch(() => null),
    );
    await Promise.race([killTime, Promise.all(burst)]);
    await shop.kill();
    const first = await Promise.all(burst);
    const inFlight = first.filter((r) => r === null).length;
    expect(inFlight).toBeGreaterThan(0);

    // The shop comes back on the same data; its jobs and the payment reconciliation run on their own.
    const restarted = (shop = await startShop({ dataDir, keepData: true, env: ENV }));
    expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
    api = `${restarted.url}/api/web`;
    const signIn = await post(`${restarted.url}/api/admin/auth/signin`, { account: owner.email, password: owner.password });
    const staff = { 'x-auth': signIn.data.token as string };
    const burstOrders = async () => (await post(`${restarted.url}/api/admin/order/list`, { q: MARK, pageSize: 100 }, staff)).data.list as Array<any>;
    /** The orders not settled yet: a card order still awaiting its charge's answer, or an order without the e-mail its state calls for. */
    const unsettled = async () => {
      const list = await burstOrders();
      const mails = inboxes(dataDir!);
      return list
        .filter(
          (o) =>
            (o.paymentMethod === 'sandbox_card' && o.status === 'in_progress' && o.payStatus === 'unpaid') ||
            !mails.get(o.email.toLowerCase())?.[o.status === 'cancelled' ? 'cancelled' : 'confirmation'].some((text) => text.includes(o.number)),
        )
        .map((o) => `${o.number} ${o.paymentMethod} ${o.status} ${o.payStatus}`);
    };
    // What the crash left: the orders committed before it, the card ones among them still awaiting their charge's answer.
    const leftByCrash = await burstOrders();
    const awaitingCharge = leftByCrash.filter((o) => o.paymentMethod === 'sandbox_card' && o.payStatus === 'unpaid').length;
    await expect.poll(unsettled, { timeout: 120_000, interval: 500 }).toEqual([]);

    // Every shopper retries their submit: an answer received comes again; one lost is the order as it stands.
    const retries: Answer[] = [];
    for (const [i, s] of shoppers.entries()) {
      const retry = await post(`${api}/checkout/place`, s.body, s.who);
      retries.push(retry);
      const firstAnswer = first[i];
      if (firstAnswer) {
        expect(retry.status).toBe(firstAnswer.status);
        expect(retry.data).toEqual(firstAnswer.data);
      }
      if (s.paying === 'declined') expect(retry.status).toBe(402);
      else if (OFFLINE.includes(s.paying)) expect(retry.data).toMatchObject({ payStatus: 'unpaid', guestToken: expect.any(String) });
      // An approved card whose charge never reached the gateway before the crash was given up (voided): refused.
      else if (retry.status !== 402) expect(retry.data).toMatchObject({ payStatus: 'paid', guestToken: expect.any(String) });
      // The answer is final: asked again, the same.
      const again = await post(`${api}/checkout/place`, s.body, s.who);
      expect([again.status, again.data]).toEqual([retry.status, retry.data]);
      if (retry.status === 200) {
        const page = await post(`${api}/order/get`, { number: retry.data.orderNumber, guestToken: retry.data.guestToken }, s.who);
        expect(page.data).toMatchObject({ number: retry.data.orderNumber, payStatus: retry.data.payStatus });
      }
    }
    // Orders placed by a retry (their first submit never committed) get their e-mail too.
    await expect.poll(unsettled, { timeout: 60_000, interval: 500 }).toEqual([]);
    await restarted.stop();
    shop = undefined;

    const mails = inboxes(dataDir);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const db = database.db;
      const placed = await db
        .select()
        .from(orders)
        .where(like(orders.email, `${MARK}%`));
      expect(placed.length).toBeGreaterThan(0);
      for (const order of placed) {
        const shopper = shoppers.find((s) => s.body.idempotencyKey === order.idempotencyKey)!;
        const retry = retries[shoppers.indexOf(shopper)];
        // Whole: its lines, its total, its history.
        const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
        expect(lines.length).toBeGreaterThan(0);
        // Line totals are net of the order's discounts.
        expect(lines.reduce((sum, l) => sum + l.total, 0) + order.shippingFee).toBe(order.total);
        expect(await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).not.toHaveLength(0);
        expect(order.coupons.map((c) => c.code)).toEqual(shopper.coupon ? [COUPON] : []);
        const uses = await db.select().from(couponUses).where(eq(couponUses.orderId, order.id));
        const told = mails.get(order.email.toLowerCase()) ?? NO_MAIL;
        expect(told.other).toEqual([]);
        expect([...told.confirmation, ...told.cancelled].every((text) => text.includes(order.number))).toBe(true);
        if (order.status === 'cancelled') {
          // Only a card refused (or given up) after the crash ends cancelled; its stock and coupon came back.
          expect(order.paymentMethod).toBe('sandbox_card');
          expect(order.payStatus).toBe('unpaid');
          const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
          expect(attempts.map((a) => a.status)).toEqual(['declined']);
          expect(uses).toEqual([]);
          expect(retry.status).toBe(402);
          // Told once that it was cancelled; never thanked for an order whose card was refused.
          expect([told.confirmation.length, told.cancelled.length]).toEqual([0, 1]);
        } else {
          expect(order.status).toBe('in_progress');
          if (order.paymentMethod === 'sandbox_card') expect(order.payStatus).toBe('paid');
          else expect([OFFLINE.includes(order.paymentMethod), order.payStatus]).toEqual([true, 'unpaid']);
          expect(uses).toHaveLength(shopper.coupon ? 1 : 0);
          expect(retry.data).toMatchObject({ orderNumber: order.number, payStatus: order.payStatus });
          // One confirmation, telling the order as it stands.
          expect([told.confirmation.length, told.cancelled.length]).toEqual([1, 0]);
          expect(told.confirmation[0]).toContain(`Payment status: ${order.payStatus === 'paid' ? 'Paid' : 'Unpaid'}`);
        }
      }
      // A declined card placed no order, or one now cancelled; every other shopper has exactly one.
      for (const s of shoppers) {
        const mine = placed.filter((o) => o.idempotencyKey === s.body.idempotencyKey);
        expect(mine.length).toBeLessThanOrEqual(1);
        if (s.paying !== 'declined' && retries[shoppers.indexOf(s)].status === 200) expect(mine).toHaveLength(1);
        // A shopper without an order (their card declined at once) got no e-mail.
        if (mine.length === 0) expect(mails.get(s.body.email.toLowerCase()) ?? NO_MAIL).toEqual(NO_MAIL);
      }

      // Stock accounts for exactly the orders that hold it.
      const held = await db
        .select({ sku: orderLines.sku, quantity: sql<number>`sum(${orderLines.quantity})` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orders.status} <> 'cancelled'`)
        .groupBy(orderLines.sku);
      const after = await db.select({ sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.sku, skus));
      for (const { sku, stock } of after) {
        const quantity = Number(held.find((s) => s.sku === sku)?.quantity ?? 0);
        expect(stock + quantity).toBe(before.get(sku));
      }
      // The coupon counts exactly the orders still holding it.
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, COUPON));
      const holding = placed.filter((o) => o.status !== 'cancelled' && o.coupons.some((c) => c.code === COUPON));
      expect(holding.length).toBeGreaterThan(0);
      const counted = await db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id));
      expect(coupon.usedCount).toBe(counted.length);
      expect(
        counted
          .filter((u) => u.email.startsWith(MARK))
          .map((u) => u.orderId)
          .sort(),
      ).toEqual(holding.map((o) => o.id).sort());
      // Nothing is left to send or to settle.
      expect(
        await db
          .select()
          .from(jobs)
          .where(inArray(jobs.kind, ['order.confirmation', 'order.notice'])),
      ).toEqual([]);
      expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.status, 'pending'))).toEqual([]);

      const emails = [...mails.values()].reduce((n, m) => n + m.confirmation.length + m.cancelled.length + m.other.length, 0);
      console.info(
        `crash burst: ${shoppers.length} checkouts, ${inFlight} in flight at the kill, ${leftByCrash.length} orders committed ` +
          `(${awaitingCharge} card orders awaiting their charge's answer), ${placed.length} orders after the retries ` +
          `(${placed.filter((o) => o.status === 'cancelled').length} cancelled), ${emails} e-mails`,
      );
    } finally {
      await database.close();
    }
  }, 480_000);
});
