/** A page of another site cannot act as the signed-in shopper: cookie-authenticated writes and sockets from foreign origins are refused. */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from '../../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stillSignedIn = async (token: string) => (await server.post('/api/web/user/info', {}, { 'x-auth': token })).body.code === 0;

describe('cross-site requests', () => {
  it('a cross-site text/plain form post with only the cookie does not sign the shopper out', async () => {
    const token = (await customerSession(server))['x-auth'];
    const res = await fetch(`${server.url}/api/web/auth/signout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: `x-auth=${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await stillSignedIn(token)).toBe(true);
  });

  it('a cookie-authenticated JSON write from another origin is refused; from the shop itself it passes', async () => {
    const token = (await customerSession(server))['x-auth'];
    const cookie = `x-auth=${token}`;
    const foreign = await server.post('/api/web/auth/signout', {}, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const foreignFetch = await server.post('/api/web/auth/signout', {}, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(foreignFetch.status).toBe(403);
    expect(await stillSignedIn(token)).toBe(true);

    const own = await server.post('/api/web/auth/signout', {}, { cookie, 'sec-fetch-site': 'same-origin', origin: server.url });
    expect(own.body.code).toBe(0);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it('the x-auth header cannot be sent by another site, so header-authenticated calls pass whatever their origin', async () => {
    const who = await customerSession(server);
    const res = await server.post('/api/web/user/info', {}, { ...who, origin: 'https://app.example' });
    expect(res.body.code).toBe(0);
  });

  it('calls take JSON: a text/plain body is refused, except the time-on-page beacon', async () => {
    const cart = await fetch(`${server.url}/api/web/cart/add`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"sku":"X","quantity":1}' });
    expect(cart.status).toBe(400);
    const beacon = await fetch(`${server.url}/api/web/stat/duration`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"duration":3}' });
    expect(beacon.status).toBe(200);
  });

  it('the order socket refuses pages of other sites', async () => {
    const token = (await customerSession(server))['x-auth'];
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/message?token=${token}`, { headers: { origin: 'https://evil.example' } });
      socket.on('error', () => undefined);
      // The refused upgrade's connection is closed here, or it would keep the server from closing.
      socket.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        res.destroy();
        req.destroy();
      });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
    });
    expect(status).toBe(403);
  });

  it("the content security policy lets pages connect to the shop's own socket only", async () => {
    const page = await server.get('/');
    const host = new URL(server.url).host;
    const csp = page.headers.get('content-security-policy') ?? '';
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
    expect(connect).toContain(`ws://${host}`);
    expect(connect).toContain(`wss://${host}`);
    expect(connect).not.toMatch(/\sws:(\s|$)|\swss:(\s|$)/);
  });
});
