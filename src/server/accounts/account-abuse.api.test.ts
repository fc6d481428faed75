/**
 * What an attacker tries against accounts: learning who has one from sign-up, common passwords,
 * guessing a password from many addresses, and taking someone's cart by sending their visitor id.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { connectRedis } from '../platform/redis.ts';
import { createProduct } from '../testing/factories.ts';
import { provenVisitor } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { users } from './accounts.schema.ts';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each test request can come from an address of its own.
  server = await startTestServer({ TRUST_PROXY: '1' });
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1500, stock: 100 }] });
});
afterAll(() => server.close());

const details = { password: 'secret-pass', firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true };
const signUp = (email: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  fetch(`${server.url}/api/web/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, ...details, ...extra }),
  });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** The messages in the outbox to an address, with the subject and text decoded. */
function mailTo(server: TestServer, to: string): { subject: string; text: string }[] {
  const outbox = path.join(server.config.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith(`-${to}.eml`))
    .map((f) => {
      const raw = readFileSync(path.join(outbox, f), 'utf8').replace(/\r\n/g, '\n');
      const [head, ...rest] = raw.split('\n\n');
      const unfolded = head.replace(/\n[ \t]+/g, ' ');
      const words = (value: string) =>
        value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
          kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
        );
      const subject = words(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '');
      const body = rest.join('\n\n');
      const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(unfolded)?.[1]?.trim().toLowerCase();
      const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body.replace(/=\n/g, '')) : body;
      return { subject, text };
    });
}
function qp(value: string): string {
  return Buffer.from(
    value.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe('sign-up with an address that has an account', () => {
  it('answers as a new sign-up would, opens nothing, and e-mails the owner in their language', async () => {
    // The owner signed up in Filipino; someone now signs up with their address, in English.
    expect((await signUp('owner@example.com', { 'x-lang': 'fil' })).status).toBe(200);
    const fresh = await signUp('someone-new@example.com');
    const known = await signUp('Owner@Example.com', { 'x-lang': 'en' }, { firstName: 'Eve' });
    const a = await fresh.json();
    const b = await known.json();
    expect(known.status).toBe(fresh.status);
    expect(b.code).toBe(a.code);
    expect(b.msg).toBe(a.msg);
    expect(Object.keys(b.data).sort()).toEqual(Object.keys(a.data).sort());
    expect(Object.keys(b.data.user).sort()).toEqual(Object.keys(a.data.user).sort());
    expect(b.data.token).toHaveLength(a.data.token.length);
    expect(b.data.user.id).toBeGreaterThan(a.data.user.id);
    const names = (r: Response) => r.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(names(known)).toEqual(names(fresh));

    // Nothing was opened or changed: the token is refused, the owner's password still works.
    expect((await server.post('/api/web/user/info', {}, { 'x-auth': b.data.token })).status).toBe(401);
    expect(
      await server.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'owner@example.com'`),
    ).toHaveLength(1);
    expect((await server.post('/api/web/auth/signin', { account: 'owner@example.com', password: 'secret-pass' })).body.code).toBe(0);

    const fil = createTranslator('fil').t;
    const notices = () => mailTo(server, 'owner@example.com').filter((m) => m.subject.startsWith('May sumubok gumawa ng account'));
    await expect.poll(() => notices().length).toBe(1);
    expect(notices()[0].text).toContain(fil('mail.greeting', { name: 'Ana' }));
    expect(notices()[0].text).toContain('Kung ikaw ito, mag-sign in');
  });
});

describe('passwords', () => {
  it('refuses the most common passwords and blank ones beside the password field, in the shopper language', async () => {
    const before = (await server.db.select().from(users)).length;
    for (const password of ['123456', 'Password', 'qwerty123']) {
      const res = await signUp('common@example.com', {}, { password });
      expect(res.status, password).toBe(400);
      expect(await res.json(), password).toMatchObject({
        code: 41,
        msg: 'This password is too common. Please choose one that is harder to guess',
        data: { field: 'password' },
      });
    }
    const blank = await signUp('common@example.com', {}, { password: '      ' });
    expect(await blank.json()).toMatchObject({ code: 41, msg: 'A password cannot be only spaces', data: { field: 'password' } });
    const zh = await signUp('common@example.com', { 'x-lang': 'zh' }, { password: '123456' });
    expect((await zh.json()).msg).toBe('该密码过于常见，请换一个更难猜到的密码');
    expect(await server.db.select().from(users)).toHaveLength(before);

    // The form posted without scripts shows it beside the password field.
    const form = await fetch(`${server.url}/en/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({
        account: 'common@example.com',
        password: '123456',
        firstName: 'Ana',
        lastName: 'Cruz',
        birthday: '1990-05-17',
        agree: 'on',
      }).toString(),
      redirect: 'manual',
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('This password is too common. Please choose one that is harder to guess');

    // The spec's length stays: a long, uncommon password is taken.
    expect((await signUp('uncommon@example.com', {}, { password: 'teal-walrus-42' })).status).toBe(200);
  });
});

describe('sign-in lockout per account', () => {
  it('locks an account after five failures from different addresses, and a success afterwards still waits', async () => {
    expect((await signUp('locked@example.com')).status).toBe(200);
    const attempt = (ip: string, password: string, headers: Record<string, string> = {}) =>
      server.post('/api/web/auth/signin', { account: 'LOCKED@example.com', password }, { ...from(ip), ...headers });
    for (let i = 1; i <= 4; i++) {
      const res = await attempt(`203.0.113.${i}`, `wrong-${i}`);
      expect(res.body).toMatchObject({ code: 41, msg: 'Incorrect account or password' });
    }
    const fifth = await attempt('203.0.113.5', 'wrong-5');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 41, msg: 'Too many failed sign-in attempts for this account. Please try again in 1 min.' });
    // The right password from yet another address is refused too while the lock lasts.
    const right = await attempt('198.51.100.7', 'secret-pass', { 'x-lang': 'zh-HK' });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 41, msg: '此帳戶登入失敗次數過多，請於 1 分鐘後再試。' });
    expect(right.body.data).toBeNull();
    // Other accounts are not affected.
    expect((await signUp('other@example.com')).status).toBe(200);
    expect((await server.post('/api/web/auth/signin', { account: 'other@example.com', password: 'secret-pass' }, from('203.0.113.5'))).body.code).toBe(0);
  });

  it('locks an account nobody has just the same, so the lock tells nothing', async () => {
    for (let i = 1; i <= 4; i++) await server.post('/api/web/auth/signin', { account: 'nobody@example.com', password: 'x-wrong' }, from(`192.0.2.${i}`));
    expect((await server.post('/api/web/auth/signin', { account: 'nobody@example.com', password: 'x-wrong' }, from('192.0.2.9'))).status).toBe(429);
  });
});

describe('visitor carts at sign-in', () => {
  it("does not move another visitor's cart into the account of whoever sends their id", async () => {
    const victim = await provenVisitor(server);
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 2 }, victim);
    const thief = await signUp('thief@example.com');
    expect(thief.status).toBe(200);
    const forged = `visitor_proof=${'A'.repeat(43)}`;
    const attempts: Record<string, string>[] = [{ 'x-visitor-id': victim['x-visitor-id'] }, { 'x-visitor-id': victim['x-visitor-id'], cookie: forged }];
    for (const headers of attempts) {
      const signedIn = await server.post('/api/web/auth/signin', { account: 'thief@example.com', password: 'secret-pass' }, headers);
      expect(signedIn.body.code).toBe(0);
      expect((await server.post('/api/web/cart/get', {}, { 'x-auth': signedIn.body.data.token })).body.data.count).toBe(0);
    }
    // Signing up with the victim's id (and no proof) takes nothing either.
    const other = await signUp('thief2@example.com', { 'x-visitor-id': victim['x-visitor-id'] });
    expect((await server.post('/api/web/cart/get', {}, { 'x-auth': (await other.json()).data.token })).body.data.count).toBe(0);
    expect((await server.post('/api/web/cart/get', {}, victim)).body.data.count).toBe(2);
  });

  it("merges the shopper's own visitor cart, proven by the HttpOnly cookie the shop set with the id", async () => {
    const res = await fetch(`${server.url}/api/web/visitor/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const proof = res.headers.getSetCookie().find((c) => c.startsWith('visitor_proof='))!;
    expect(proof).toMatch(/HttpOnly/i);
    expect(proof).toMatch(/SameSite=Lax/i);
    const mine = { 'x-visitor-id': (await res.json()).data.visitorId, cookie: proof.split(';')[0] };
    await server.post('/api/web/cart/add', { sku: 'MUG', quantity: 3 }, mine);
    const signedUp = await signUp('owner-of-cart@example.com', mine);
    const token = (await signedUp.json()).data.token;
    expect((await server.post('/api/web/cart/get', {}, { 'x-auth': token })).body.data.count).toBe(3);
  });
});

describe.skipIf(!process.env.REDIS_URL)('with Redis', () => {
  let shop: TestServer;
  const prefix = `test-${randomUUID().slice(0, 8)}:`;
  beforeAll(async () => {
    shop = await startTestServer({ REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix, TRUST_PROXY: '1' });
  });
  afterAll(() => shop.close());

  it("keeps the lockout in Redis under the shop's prefix, without the account's address in the key", async () => {
    const redis = await connectRedis(process.env.REDIS_URL!);
    try {
      for (let i = 1; i <= 5; i++) await shop.post('/api/web/auth/signin', { account: 'redis@example.com', password: 'x-wrong' }, from(`203.0.113.${i}`));
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.filter((k) => k.startsWith(`${prefix}throttle:signin:`))).toHaveLength(1);
      expect(keys.some((k) => k.startsWith(`${prefix}rate-limit:`))).toBe(true);
      expect(keys.join(' ')).not.toContain('redis@example.com');
      // The lock is read back from Redis.
      expect((await shop.post('/api/web/auth/signin', { account: 'redis@example.com', password: 'x-wrong' }, from('198.51.100.1'))).status).toBe(429);
      await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });
});
