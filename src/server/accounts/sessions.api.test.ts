/** Sessions that cannot leak: an HttpOnly cookie set by the server, never a token in a URL, an end to idle and old sessions. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from '../platform/log.ts';
import { openSocket } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { sessions } from './accounts.schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const details = { firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', password: 'secret-pass', agree: true };

async function signUp(): Promise<{ token: string; cookies: string[] }> {
  const res = await fetch(`${server.url}/api/web/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `s-${randomUUID()}@example.com`, ...details }),
  });
  const body = await res.json();
  expect(body.code).toBe(0);
  return { token: body.data.token, cookies: res.headers.getSetCookie() };
}

const userInfo = (headers: Record<string, string>, query = '') => server.post(`/api/web/user/info${query}`, {}, headers);

describe('the session cookie', () => {
  it('is set by the server, HttpOnly and SameSite=Lax, with a readable signed-in marker beside it, and signs the browser in', async () => {
    const { token, cookies } = await signUp();
    const session = cookies.find((c) => c.startsWith('x-auth='));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i); // the test shop is served over http
    const marker = cookies.find((c) => c.startsWith('signed_in='));
    expect(marker).toMatch(/^signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect((await userInfo({ cookie: `x-auth=${token}`, 'sec-fetch-site': 'same-origin' })).body.code).toBe(0);
  });

  it('is cleared on sign-out, and the session with it', async () => {
    const { token } = await signUp();
    const res = await fetch(`${server.url}/api/web/auth/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `x-auth=${token}`, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    const cleared = res.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('x-auth='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(cleared.find((c) => c.startsWith('signed_in='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect((await userInfo({ 'x-auth': token })).body.code).toBe(50);
  });

  it('a token in the URL signs no one in', async () => {
    const { token } = await signUp();
    expect((await userInfo({}, `?x-auth=${token}`)).body.code).toBe(50);
    const page = await server.get(`/user/center?x-auth=${token}`);
    expect(page.status).toBe(302);
  });
});

/** Moves the newest session's `column` back by `interval` (a PostgreSQL interval such as '31 days'). */
async function ageNewestSession(column: 'lastSeenAt' | 'createdAt', interval: string) {
  const [row] = await server.db
    .select()
    .from(sessions)
    .orderBy(sql`${sessions.id} desc`)
    .limit(1);
  await server.db
    .update(sessions)
    .set({ [column]: sql`now() - ${interval}::interval` })
    .where(eq(sessions.id, row.id));
}

describe('session lifetime', () => {
  it('ends after 30 days without a request', async () => {
    const { token } = await signUp();
    await ageNewestSession('lastSeenAt', '29 days');
    expect((await userInfo({ 'x-auth': token })).body.code).toBe(0);
    await ageNewestSession('lastSeenAt', '31 days');
    expect((await userInfo({ 'x-auth': token })).body.code).toBe(50);
  });

  it('ends a year after sign-in, however much it is used', async () => {
    const { token } = await signUp();
    await ageNewestSession('createdAt', '366 days');
    expect((await userInfo({ 'x-auth': token })).body.code).toBe(50);
  });
});

describe('the order socket', () => {
  it('is signed in by the session sent with the upgrade, not by a token in its URL', async () => {
    const { token } = await signUp();
    const live = await openSocket(server.url, token);
    await expect.poll(() => live.messages.map((m) => m.msg)).toContain('connected');
    live.close();

    const inUrl = await openSocketAt(`/ws/message?token=${token}`);
    await expect.poll(() => inUrl.messages[0]?.code).toBe(50);
    inUrl.close();
  });
});

async function openSocketAt(path: string) {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`);
  const messages: Array<{ code: number; msg: string }> = [];
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { messages, close: () => socket.close() };
}

describe('request logs', () => {
  it('never hold a token from a URL', () => {
    expect(redactUrl('/ws/message?token=abc123&visitorId=x')).toBe('/ws/message?token=[redacted]&visitorId=x');
    expect(redactUrl('/order/1?guestToken=s3cret')).toBe('/order/1?guestToken=[redacted]');
    expect(serializeRequest({ method: 'GET', url: '/x?x-auth=s3cret', host: 'shop', ip: '1.2.3.4' }).url).toBe('/x?x-auth=[redacted]');
  });
});
