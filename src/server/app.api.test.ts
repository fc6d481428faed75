import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT: String(64 * 1024) });
});
afterAll(() => server.close());

describe('the envelope and its codes', () => {
  it('answers malformed JSON with code 41 in the request language', async () => {
    const res = await server.post('/api/web/auth/signin', '{"account": ', { 'x-lang': 'fil' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(41);
    expect(res.body.msg).not.toBe('');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await server.post('/api/web/auth/signin', { account: 'a@b.co', password: 'x'.repeat(100 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(41);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await server.post('/api/web/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(40);
  });

  it('names the field in the message', async () => {
    const res = await server.post('/api/web/product/list', { pageSize: 500 }, { 'x-lang': 'en' });
    expect(res.body.code).toBe(41);
    expect(res.body.data.field).toBe('pageSize');
  });
});

describe('operations', () => {
  it('reports health and readiness', async () => {
    expect((await server.get('/healthz')).status).toBe(200);
    const ready = await server.get('/readyz');
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await server.get('/api/docs/json');
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/web/auth/signin', '/api/web/product/list', '/api/web/visitor/data']));
    expect(doc.paths['/api/web/auth/signup'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect((await server.get('/api/docs')).status).toBeLessThan(400);
  });

  it('sends security headers and a request id', async () => {
    const res = await server.get('/healthz', { 'x-request-id': 'trace-123' });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('compresses large answers when asked', async () => {
    const res = await server.get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('visitors', () => {
  it('gives a new visitor an id and keeps a known one', async () => {
    const first = await fetch(`${server.url}/api/web/visitor/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const body = await first.json();
    expect(body.data).toMatchObject({ wishList: {}, coupons: [], promotions: [], cart: { count: 0 } });
    expect(body.data.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('set-cookie')).toContain(`visitorId=${body.data.visitorId}`);
    const again = await server.post('/api/web/visitor/data', {}, { 'x-visitor-id': body.data.visitorId });
    expect(again.body.data.visitorId).toBe(body.data.visitorId);
    const forged = await server.post('/api/web/visitor/data', {}, { 'x-visitor-id': "'; drop table visitors; --" });
    expect(forged.body.data.visitorId).not.toContain('drop');
  });
});
