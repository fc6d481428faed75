import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../catalog/catalog.schema.ts';
import { CARD_CONFIRMATION_HOLD_MS } from '../checkout/checkout.service.ts';
import { orders, payments } from '../orders/orders.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { recordingEvents, recordingMailer } from '../testing/recorders.ts';
import { testAddress } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createJobRunner } from '../platform/jobs/jobs.ts';
import { jobs } from '../platform/jobs/jobs.schema.ts';
import { CONFIRMATION_CHARGE_WAIT_MS, shopJobHandlers } from '../workflows/jobs.ts';
import { reconcilePayments } from '../workflows/reconcile-payments.ts';
import { paymentAttempts, sandboxCharges } from './payments.schema.ts';
import { chargeSandboxCard } from './sandbox.ts';

let server: TestServer;
let shippingMethodId: number;
beforeAll(async () => {
  // The server's job runner only runs when a checkout kicks it: these tests run the jobs themselves.
  server = await startTestServer({ PAYMENT_METHODS: 'sandbox_card,bank_transfer', JOBS_INTERVAL_MS: '3600000' });
  await createProduct(server.db, { slug: 'kettle', variants: [{ sku: 'KETTLE', price: 4095, stock: 100 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';
const stock = async () => (await server.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, 'KETTLE')))[0].stock;
const orderOf = async (number: string) => (await server.db.select().from(orders).where(eq(orders.number, number)))[0];

/** A checkout submit by card, as the browser sends it (the same body again is a retry). */
function checkoutBody(card: string) {
  return {
    idempotencyKey: randomUUID(),
    email: 'kim@example.com',
    address: testAddress,
    shippingMethodId,
    paymentMethod: 'sandbox_card',
    card: { number: card, expiry: '12/30', cvc: '123' },
  };
}

/**
 * Makes the database refuse one kind of write while `run` runs, as if the process died right
 * there: the steps before it are committed, the ones after it never happen.
 */
async function failingAt(table: 'payments' | 'orders' | 'sandbox_charges', operation: 'insert' | 'delete', run: () => Promise<void>) {
  const name = `fail_${table}_${operation}`;
  await server.db.execute(sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`));
  await server.db.execute(sql.raw(`create trigger ${name} before ${operation} on ${table} for each row execute function ${name}()`));
  try {
    await run();
  } finally {
    await server.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
  }
}

/**
 * Places an order whose card answer is lost at `table`; answers the submit (to retry) and the
 * order's number. The shop asks the gateway after placing the order only for a card it did not
 * approve up front (an approved sandbox card is charged in the statement that places its order,
 * so no failure falls between them): a lost answer is made with such a card's submit.
 */
async function lostAnswer(card: string, table: 'payments' | 'orders' | 'sandbox_charges', operation: 'insert' | 'delete') {
  const who = { 'x-visitor-id': randomUUID() };
  await server.post('/api/web/cart/add', { sku: 'KETTLE', quantity: 2 }, who);
  const body = checkoutBody(card);
  await failingAt(table, operation, async () => {
    expect((await server.post('/api/web/checkout/place', body, who)).status).toBe(500);
  });
  const [order] = await server.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey));
  expect(order).toMatchObject({ status: 'in_progress', payStatus: 'unpaid' });
  return { who, body, number: order.number };
}

/**
 * Places a card order whose charge went through at the gateway while the shop never heard its
 * answer: the submit fails before the gateway records the call, then the call the shop lost
 * arrives at the gateway, which charges the card.
 */
async function chargedButUnrecorded() {
  const lost = await lostAnswer(DECLINED, 'sandbox_charges', 'insert');
  const order = await orderOf(lost.number);
  const [attempt] = await server.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
  await chargeSandboxCard(server.db, attempt.id, { number: APPROVED, expiry: '12/30' }, order.total);
  return lost;
}

function reconcileLater() {
  const deps = { db: server.db, events: recordingEvents(), baseCurrency: async () => 'USD', log: () => {} };
  return reconcilePayments(deps, { now: new Date(Date.now() + 60_000) });
}

/** How many e-mails in the shop's outbox tell about an order. */
async function mailsAbout(number: string) {
  const dir = path.join(server.config.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.filter((t) => t.includes(number)).length;
}

/** Runs the e-mails and figures due at `now`, as the shop's job runner does, into a recording mailer. */
async function runJobs(now?: Date) {
  const mailer = recordingMailer();
  const runner = createJobRunner({
    db: server.db,
    handlers: shopJobHandlers({
      db: server.db,
      mailer,
      publicUrl: 'http://shop.test',
      baseCurrency: async () => 'USD',
      bankTransfer: () => Promise.reject(new Error('no bank transfer in these tests')),
    }),
    log: () => {},
  });
  await runner.runDueJobs(now);
  return mailer.sent;
}

describe('a card payment whose answer was lost', () => {
  it('is marked paid once the gateway says it charged the card, and the shopper gets the confirmation', async () => {
    const start = await stock();
    const { number } = await chargedButUnrecorded();
    expect(await stock()).toBe(start - 2);

    const result = await reconcileLater();

    expect(result.paid).toContain(number);
    expect(await orderOf(number)).toMatchObject({ status: 'in_progress', payStatus: 'paid', transactionNumber: expect.stringMatching(/^sbx_/) });
    // The confirmation written with the order, held while the card was charged, goes out now and tells the order as paid.
    const sent = (await runJobs()).filter((m) => m.subject.includes(number));
    expect(sent).toEqual([expect.objectContaining({ to: 'kim@example.com', subject: expect.stringContaining(number) })]);
    expect(sent[0].text).toContain('Payment status: Paid');
    expect(await stock()).toBe(start - 2);
    // Settled: a second run changes nothing and sends nothing.
    expect((await reconcileLater()).paid).not.toContain(number);
    expect((await runJobs()).filter((m) => m.subject.includes(number))).toEqual([]);
  });

  it('cancels the order and gives its stock back once the gateway says it declined the card', async () => {
    const start = await stock();
    // The card was declined, and the process died before the order was undone.
    const { who, body, number } = await lostAnswer(DECLINED, 'orders', 'delete');
    expect(await stock()).toBe(start - 2);

    const result = await reconcileLater();

    expect(result.declined).toContain(number);
    expect(await orderOf(number)).toMatchObject({ status: 'cancelled', payStatus: 'unpaid' });
    expect(await stock()).toBe(start);
    // A retry answers what the first submit would have: the card was declined.
    const retry = await server.post('/api/web/checkout/place', body, who);
    expect(retry.status).toBe(402);
    expect(await stock()).toBe(start);
    // The shopper is told the order was cancelled, and never thanked for it, even once the confirmation's hold is over.
    const sent = (await runJobs(new Date(Date.now() + CARD_CONFIRMATION_HOLD_MS + 60_000))).filter((m) => m.subject.includes(number));
    expect(sent.map((m) => m.subject)).toEqual([`Order ${number} has been cancelled`]);
  });

  it('gives the order up when the gateway never heard of the charge, and a late charge is refused', async () => {
    const start = await stock();
    const { number } = await lostAnswer(DECLINED, 'sandbox_charges', 'insert');

    await reconcileLater();

    expect(await orderOf(number)).toMatchObject({ status: 'cancelled', payStatus: 'unpaid' });
    expect(await stock()).toBe(start);
    const order = await orderOf(number);
    const [attempt] = await server.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'declined', reason: 'voided' });
    // The charge call that never arrived, arriving now: the gateway refuses it.
    await expect(chargeSandboxCard(server.db, attempt.id, { number: APPROVED, expiry: '12/30' }, order.total)).rejects.toMatchObject({ name: 'PAYMENT_DECLINED' });
  });

  it('holds the confirmation while the charge has no answer past its hold, then tells the order as paid once it is settled', async () => {
    const { number } = await chargedButUnrecorded();
    const afterHold = new Date(Date.now() + CARD_CONFIRMATION_HOLD_MS + 60_000);
    // The outage outlasts the hold: nothing is sent rather than "unpaid".
    expect((await runJobs(afterHold)).filter((m) => m.subject.includes(number))).toEqual([]);
    const [held] = await server.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${String((await orderOf(number)).id)}`);
    expect(held).toMatchObject({ attempts: 0, failedAt: null });

    await reconcileLater();
    const sent = (await runJobs(afterHold)).filter((m) => m.subject.includes(number));
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('Payment status: Paid');
  });

  it('sends the confirmation as the order stands once the charge has had no answer for half an hour', async () => {
    const { number } = await lostAnswer(DECLINED, 'sandbox_charges', 'insert');
    expect((await runJobs(new Date(Date.now() + CARD_CONFIRMATION_HOLD_MS + 60_000))).filter((m) => m.subject.includes(number))).toEqual([]);
    const sent = (await runJobs(new Date(Date.now() + CONFIRMATION_CHARGE_WAIT_MS + 60_000))).filter((m) => m.subject.includes(number));
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('Payment status: Unpaid');
  });
});

describe('retrying a checkout by its key', () => {
  it('answers the first answer, the guest token included, after settling its payment', async () => {
    const { who, body, number } = await chargedButUnrecorded();

    const retry = await server.post('/api/web/checkout/place', body, who);

    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ orderNumber: number, payStatus: 'paid', guestToken: expect.any(String) });
    const page = await server.post('/api/web/order/get', { number, guestToken: retry.body.data.guestToken }, who);
    expect(page.body.data).toMatchObject({ number, payStatus: 'paid' });
    // The shopper gets the confirmation once, however often the submit is retried.
    expect((await server.post('/api/web/checkout/place', body, who)).status).toBe(200);
    const { id } = await orderOf(number);
    await expect
      .poll(
        async () =>
          (
            await server.db
              .select()
              .from(jobs)
              .where(sql`${jobs.payload}->>'orderId' = ${String(id)}`)
          ).length,
        { timeout: 5000 },
      )
      .toBe(0);
    expect(await mailsAbout(number)).toBe(1);
  });

  it('answers the same guest token as the first answer when nothing went wrong', async () => {
    const who = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'KETTLE', quantity: 1 }, who);
    const body = checkoutBody(APPROVED);
    const first = await server.post('/api/web/checkout/place', body, who);
    const retry = await server.post('/api/web/checkout/place', body, who);
    expect(first.body.data.guestToken).toEqual(expect.any(String));
    expect(retry.body.data).toEqual(first.body.data);
  });

  it('refuses another shopper, never giving away the order or its token', async () => {
    const who = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'KETTLE', quantity: 1 }, who);
    const body = checkoutBody(APPROVED);
    const first = await server.post('/api/web/checkout/place', body, who);
    expect(first.status).toBe(200);
    const before = await stock();

    const other = await server.post('/api/web/checkout/place', body, { 'x-visitor-id': randomUUID(), 'accept-language': 'en' });

    expect(other.status).toBe(409);
    expect(other.body.msg).toMatch(/someone else/);
    expect(other.body.data ?? null).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.guestToken);
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.orderNumber);
    expect(await stock()).toBe(before);
  });
});

describe('paying an unpaid order twice at once', () => {
  it('charges the card once', async () => {
    const who = { 'x-visitor-id': randomUUID() };
    await server.post('/api/web/cart/add', { sku: 'KETTLE', quantity: 1 }, who);
    const placed = await server.post(
      '/api/web/checkout/place',
      { idempotencyKey: randomUUID(), email: 'kim@example.com', address: testAddress, shippingMethodId, paymentMethod: 'bank_transfer' },
      who,
    );
    const { orderNumber: number, guestToken } = placed.body.data;
    // An unpaid card order (checkout undoes one whose card is declined, so it is made here).
    await server.db.update(orders).set({ paymentMethod: 'sandbox_card' }).where(eq(orders.number, number));
    const chargesBefore = (await server.db.select().from(sandboxCharges)).length;

    const card = { number: APPROVED, expiry: '12/30', cvc: '123' };
    const answers = await Promise.all([1, 2, 3].map(() => server.post('/api/web/order/pay', { number, guestToken, card }, who)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await server.db.select().from(sandboxCharges)).length).toBe(chargesBefore + 1);
    const order = await orderOf(number);
    expect(order.payStatus).toBe('paid');
    expect(await server.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });
});
