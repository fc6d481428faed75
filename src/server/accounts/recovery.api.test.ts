/** Forgotten passwords, e-mail verification and the customer's own data, through the API as a shopper uses them. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { linkToken, readOutbox } from '../testing/outbox.ts';
import { placeOrder } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { accountCodes, users } from './accounts.schema.ts';

let server: TestServer;
let shippingMethodId: number;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 50 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
});
afterAll(() => server.close());

const details = { firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true };

async function signUp(account: { email?: string; mobile?: string }, password = 'first-pass-1', lang = 'en') {
  const res = await server.post('/api/web/auth/signup', { ...account, password, ...details }, { 'x-lang': lang });
  expect(res.body.code).toBe(0);
  return { 'x-auth': res.body.data.token as string };
}
const signIn = (account: string, password: string) => server.post('/api/web/auth/signin', { account, password });
const userInfo = (who: Record<string, string>) => server.post('/api/web/user/info', {}, who);
const waitFor = async <T>(read: () => T | null | undefined): Promise<T> => {
  let found: T | null | undefined = null;
  await expect.poll(() => (found = read()), { timeout: 10_000 }).toBeTruthy();
  return found as T;
};
const mailsTo = (to: string) => readOutbox(server.config.dataDir).filter((m) => m.to.includes(to));

describe('forgotten password', () => {
  it('answers a known and an unknown account alike, and e-mails a reset link only to the known one', async () => {
    const email = `known-${randomUUID()}@example.com`;
    await signUp({ email });
    const known = await server.post('/api/web/auth/forget', { account: email });
    const unknown = await server.post('/api/web/auth/forget', { account: `nobody-${randomUUID()}@example.com` });
    expect(known).toEqual(unknown);
    expect(known.body.code).toBe(0);
    const token = await waitFor(() => linkToken(server.config.dataDir, email, 'reset-password'));
    // Only the hash is kept.
    const rows = await server.db.select().from(accountCodes).where(eq(accountCodes.purpose, 'reset'));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('sets a new password once with the link, ends every session and e-mails that the password changed', async () => {
    const email = `reset-${randomUUID()}@example.com`;
    const phone = await signUp({ email });
    const laptop = { 'x-auth': (await signIn(email, 'first-pass-1')).body.data.token };
    await server.post('/api/web/auth/forget', { account: email });
    const token = await waitFor(() => linkToken(server.config.dataDir, email, 'reset-password'));

    const wrong = await server.post('/api/web/auth/reset-password', { token: 'not-a-token', password: 'second-pass-2' });
    expect(wrong.body).toMatchObject({ code: 41, msg: 'Reset password token invalid' });

    const done = await server.post('/api/web/auth/reset-password', { token, password: 'second-pass-2' });
    expect(done.body.code).toBe(0);
    expect((await userInfo(phone)).body.code).toBe(50);
    expect((await userInfo(laptop)).body.code).toBe(50);
    expect((await signIn(email, 'first-pass-1')).body.code).not.toBe(0);
    expect((await signIn(email, 'second-pass-2')).body.code).toBe(0);
    await waitFor(() => mailsTo(email).find((m) => m.text.includes('was just changed')));

    const reused = await server.post('/api/web/auth/reset-password', { token, password: 'third-pass-3' });
    expect(reused.body.code).toBe(41);
    expect((await signIn(email, 'second-pass-2')).body.code).toBe(0);
  });

  it('refuses a link older than 30 minutes', async () => {
    const email = `old-${randomUUID()}@example.com`;
    await signUp({ email });
    await server.post('/api/web/auth/forget', { account: email });
    const token = await waitFor(() => linkToken(server.config.dataDir, email, 'reset-password'));
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    // Aged as the clock would: issued 31 minutes ago.
    await server.db
      .update(accountCodes)
      .set({ createdAt: sql`now() - interval '31 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountCodes.userId, user.id));
    const late = await server.post('/api/web/auth/reset-password', { token, password: 'second-pass-2' });
    expect(late.body.code).toBe(41);
    expect((await signIn(email, 'first-pass-1')).body.code).toBe(0);
  });

  it('sends a mobile account a 6-digit code by text message; a wrong code is refused, the right one resets', async () => {
    const mobile = `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await signUp({ mobile });
    expect((await server.post('/api/web/auth/forget', { account: mobile })).body.code).toBe(0);
    const sms = await waitFor(() => readOutbox(server.config.dataDir).find((m) => m.file.includes('-sms-') && m.to === mobile));
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await server.post('/api/web/auth/reset-password', { account: mobile, code: wrongCode, password: 'second-pass-2' })).body.code).toBe(41);
    expect((await server.post('/api/web/auth/reset-password', { account: mobile, code, password: 'second-pass-2' })).body.code).toBe(0);
    expect((await signIn(mobile, 'second-pass-2')).body.code).toBe(0);
  });

  it('exchanges the link on the reset page for an HttpOnly cookie and drops the token from the address', async () => {
    const email = `page-${randomUUID()}@example.com`;
    await signUp({ email });
    await server.post('/api/web/auth/forget', { account: email });
    const token = await waitFor(() => linkToken(server.config.dataDir, email, 'reset-password'));
    const res = await server.get(`/auth/reset-password?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/reset-password?via=link');
    const ticket = res.headers.getSetCookie().find((c) => c.startsWith('reset_ticket='))!;
    expect(ticket).toMatch(/HttpOnly/i);
    const done = await server.post('/api/web/auth/reset-password', { password: 'second-pass-2' }, { cookie: ticket.split(';')[0] });
    expect(done.body.code).toBe(0);
    expect((await server.get(`/auth/reset-password?token=${token}`)).headers.get('location')).toBe('/auth/reset-password?expired=1');
  });
});

describe('forgotten password without scripts', () => {
  const postForm = (p: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('asks for the reset and sets the new password through form posts, in the page language', async () => {
    const email = `form-${randomUUID()}@example.com`;
    await signUp({ email });
    const bad = await postForm('/zh/auth/forget', { account: 'not-an-account@' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('邮箱或手机号格式不正确');
    const asked = await postForm('/zh/auth/forget', { account: email });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/zh/auth/forget?sent=1');

    const token = await waitFor(() => linkToken(server.config.dataDir, email, 'reset-password'));
    const exchanged = await server.get(`/zh/auth/reset-password?token=${token}`);
    const ticket = exchanged.headers
      .getSetCookie()
      .find((c) => c.startsWith('reset_ticket='))!
      .split(';')[0];
    const done = await postForm('/zh/auth/reset-password?via=link', { password: 'second-pass-2' }, ticket);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/zh/auth/signin');
    expect((await signIn(email, 'second-pass-2')).body.code).toBe(0);
  });
});

describe('e-mail verification', () => {
  it('sign-up sends a link that verifies the address and signs its owner in', async () => {
    const email = `verify-${randomUUID()}@example.com`;
    const who = await signUp({ email });
    expect((await userInfo(who)).body.data.emailVerified).toBe(false);
    const token = await waitFor(() => linkToken(server.config.dataDir, email, 'verify-email'));
    const res = await server.get(`/auth/verify-email?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/verify-email');
    const session = res.headers.getSetCookie().find((c) => c.startsWith('x-auth='))!;
    const info = await userInfo({ cookie: session.split(';')[0], 'sec-fetch-site': 'same-origin' });
    expect(info.body.data).toMatchObject({ email, emailVerified: true });
    // Spent: the same link again signs no one in.
    expect((await server.get(`/auth/verify-email?token=${token}`)).headers.get('location')).toBe('/auth/verify-email?failed=1');
  });

  it('resends only after 60 seconds, counted on the server', async () => {
    const email = `resend-${randomUUID()}@example.com`;
    const who = await signUp({ email });
    const early = await server.post('/api/web/auth/verify-resend', {}, who);
    expect(early.status).toBe(429);
    expect(early.body.msg).toMatch(/wait \d+ s/);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    await server.db
      .update(accountCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(accountCodes.userId, user.id));
    const later = await server.post('/api/web/auth/verify-resend', {}, who);
    expect(later.body).toMatchObject({ code: 0, data: { waitSeconds: 60 } });
    await expect.poll(() => mailsTo(email).filter((m) => m.text.includes('/auth/verify-email?token=')).length, { timeout: 10_000 }).toBe(2);
  });
});

describe('your data', () => {
  it('downloads what the shop holds about the customer, and nothing of another, after the password', async () => {
    const email = `mine-${randomUUID()}@example.com`;
    const who = await signUp({ email });
    const other = await signUp({ email: `other-${randomUUID()}@example.com` });
    const saved = await server.post(
      '/api/web/address/save',
      {
        firstName: 'Ana',
        lastName: 'Cruz',
        country: 'US',
        state: 'TX',
        city: 'Austin',
        postalCode: '78701',
        addressLine: '9 Mine Rd',
        countryCode: '+1',
        phone: '5125550100',
      },
      who,
    );
    expect(saved.body.code).toBe(0);
    await server.post(
      '/api/web/address/save',
      {
        firstName: 'Bo',
        lastName: 'Lee',
        country: 'US',
        state: 'TX',
        city: 'Dallas',
        postalCode: '75201',
        addressLine: '7 Other St',
        countryCode: '+1',
        phone: '5125550199',
      },
      other,
    );
    const mine = await placeOrder(server, who, { skus: [['MUG', 1]], shippingMethodId, email });
    const theirs = await placeOrder(server, other, { skus: [['MUG', 2]], shippingMethodId, email: 'other@example.com' });

    expect((await server.post('/api/web/user/data/export', { password: 'wrong-pass' }, who)).body.code).toBe(41);
    const res = await server.post('/api/web/user/data/export', { password: 'first-pass-1' }, who);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.profile).toMatchObject({ email, firstName: 'Ana' });
    expect(data.addresses.map((a: { addressLine: string }) => a.addressLine)).toEqual(['9 Mine Rd']);
    expect(data.orders.map((o: { number: string }) => o.number)).toEqual([mine.number]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // The security centre's activity (the sign-in at sign-up) comes with it, and the credits log.
    expect(data.activity.map((e: { kind: string }) => e.kind)).toContain('sign_in');
    expect(Array.isArray(data.credits)).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs.number);
    expect(text).not.toContain('7 Other St');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('tokenHash');
  });

  it('deletes the account after the password; orders stay anonymised and the customer can no longer sign in', async () => {
    const email = `leaving-${randomUUID()}@example.com`;
    const who = await signUp({ email });
    const { number } = await placeOrder(server, who, { skus: [['MUG', 1]], shippingMethodId, email });
    expect((await server.post('/api/web/user/delete', { password: 'wrong-pass' }, who)).body.code).toBe(41);
    expect((await userInfo(who)).body.code).toBe(0);

    const res = await server.post('/api/web/user/delete', { password: 'first-pass-1' }, who);
    expect(res.body.code).toBe(0);
    const [order] = await server.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ userId: null, email: '', phone: '' });
    expect(order.address).toMatchObject({ firstName: '', lastName: '', addressLine: '', phone: '', country: 'US' });
    expect(order.total).toBeGreaterThan(0);
    expect((await userInfo(who)).body.code).toBe(50);
    expect((await signIn(email, 'first-pass-1')).body.code).not.toBe(0);
  });
});
