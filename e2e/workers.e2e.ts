/**
 * Two server processes (WORKERS=2) on PostgreSQL and Redis behave as one shop: the operating
 * system spreads new connections over them, so each check below opens a new connection per call
 * and lands on both. Checked: a sign-in rate limit counts across them, a staff console on either
 * hears an order placed on the other, a price change clears both processes' catalogue caches at
 * once, and an order's confirmation e-mail goes out once.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from './support/shop.ts';

const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/test';
const name = `workers_${randomUUID().slice(0, 8)}`;
const AUTH_LIMIT = 6;
let shop: Shop;

beforeAll(async () => {
  const admin = new pg.Client(ADMIN_DB);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  shop = await startShop({
    env: {
      WORKERS: '2',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `${name}:`,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    },
  });
});
afterAll(async () => {
  await shop?.stop();
  const admin = new pg.Client(ADMIN_DB);
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** One JSON call on a connection of its own (no keep-alive), so calls alternate between the processes. */
function post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${shop.url}${pathname}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null'), cookies: response.headers['set-cookie'] ?? [] }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const workerPids = () =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(shop.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

async function staffToken() {
  const signedIn = await post('/api/admin/auth/signin', { account: shop.owner.email, password: shop.owner.password });
  expect(signedIn.body.code).toBe(0);
  return signedIn.body.data.token as string;
}

function staffSocket(token: string) {
  const socket = new WebSocket(`${shop.url.replace(/^http/, 'ws')}/ws/staff`, { headers: { 'x-auth': token } });
  const notices: Array<{ type: string; number: string }> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString());
    if (message.msg === 'notice') notices.push(message.data);
  });
  return { socket, notices, open: new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject))) };
}

async function guestOrder() {
  const visitor = await post('/api/web/visitor/data', {});
  const who = { 'x-visitor-id': visitor.body.data.visitorId, cookie: visitor.cookies.find((c) => c.startsWith('visitor_proof='))!.split(';')[0] };
  const product = (await post('/api/web/product/list', { pageSize: 1 }, who)).body.data.list[0];
  const detail = (await post('/api/web/product/get', { slug: product.slug }, who)).body.data;
  const sku = detail.variants.find((v: { stock: number }) => v.stock > 0).sku;
  expect((await post('/api/web/cart/add', { sku, quantity: 1 }, who)).body.code).toBe(0);
  const methods = (await post('/api/web/checkout/shipping', { country: 'US' }, who)).body.data.methods;
  const placed = await post(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: 'two-workers@example.com',
      address: { firstName: 'Ana', lastName: 'Cruz', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' },
      shippingMethodId: methods[0].id,
      paymentMethod: 'bank_transfer',
    },
    who,
  );
  expect(placed.body.code).toBe(0);
  return placed.body.data.orderNumber as string;
}

const mailsAbout = (number: string) =>
  readdirSync(path.join(shop.dataDir, 'outbox'))
    .map((f) => readFileSync(path.join(shop.dataDir, 'outbox', f), 'utf8'))
    .filter((text) => text.includes(number));

describe('two server processes', () => {
  it('run as two workers of one shop', () => {
    expect(workerPids()).toHaveLength(2);
  });

  it('count one sign-in limit across both', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const statuses = [];
    // A different account each time: only the address's limit applies, not an account's lockout.
    for (let i = 0; i < AUTH_LIMIT + 2; i++)
      statuses.push((await post('/api/web/auth/signin', { account: `nobody-${i}@example.com`, password: 'wrong-pass' }, from)).status);
    expect(statuses.slice(0, AUTH_LIMIT)).not.toContain(429);
    expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429]);
  });

  it('tell every open console of an order placed through either, and send its confirmation once', async () => {
    const token = await staffToken();
    const consoles = [staffSocket(token), staffSocket(token), staffSocket(token)];
    await Promise.all(consoles.map((c) => c.open));
    const number = await guestOrder();
    for (const { notices } of consoles) await expect.poll(() => notices.some((n) => n.type === 'order.placed' && n.number === number), { timeout: 10_000 }).toBe(true);
    for (const { socket } of consoles) socket.close();

    await expect.poll(() => mailsAbout(number).length, { timeout: 15_000 }).toBe(1);
    const db = new pg.Client(`postgres://postgres@127.0.0.1:5432/${name}`);
    await db.connect();
    const { rows } = await db.query(
      `select count(*)::int as n from jobs where kind = 'order.confirmation' and payload->>'orderId' = (select id::text from orders where number = $1)`,
      [number],
    );
    await db.end();
    expect(rows[0].n).toBe(0);
    expect(mailsAbout(number)).toHaveLength(1);
  });

  it("clear both processes' catalogue caches at once when the merchant changes a price", async () => {
    const token = await staffToken();
    const product = (await post('/api/web/product/list', { pageSize: 1 }, {})).body.data.list[0];
    const priceSeen = async () => (await post('/api/web/product/get', { slug: product.slug })).body.data.variants[0].price as number;
    const before = [await priceSeen(), await priceSeen(), await priceSeen(), await priceSeen()];
    expect(new Set(before).size).toBe(1);

    const changed = await post('/api/admin/product/bulk', { ids: [product.id], action: 'price', percent: 100 }, { 'x-auth': token });
    expect(changed.body.data).toEqual({ changed: 1 });
    // At once, on both: no waiting for the caches' entries to expire.
    const after = [await priceSeen(), await priceSeen(), await priceSeen(), await priceSeen()];
    expect(after).toEqual(after.map(() => before[0] * 2));
  });
});
