import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewStats } from './analytics.schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('tracking', () => {
  it('aggregates views and time on page per page per day', async () => {
    for (let i = 0; i < 3; i++) expect((await server.post('/api/web/product/views', { id: 42 })).body.code).toBe(0);
    await server.post('/api/web/page/views', { id: 'page:1' });
    const beacon = await fetch(`${server.url}/api/web/stat/duration`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ duration: 10, path: '/product/x' }),
    });
    expect(beacon.status).toBe(200);
    await server.post('/api/web/stat/duration', { duration: 4.6, path: '/product/x' });
    await server.app.tracker.flush();
    const rows = await server.db.select().from(viewStats);
    const day = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'product', refId: '42', day, views: 3 }),
        expect.objectContaining({ kind: 'page', refId: 'page:1', views: 1 }),
        expect.objectContaining({ kind: 'duration', refId: '/product/x', durationSeconds: 15 }),
      ]),
    );
  });

  it('refuses nonsense without counting it', async () => {
    expect((await server.post('/api/web/stat/duration', { duration: -5 })).body.code).toBe(41);
    expect((await server.post('/api/web/product/views', { id: { $gt: 1 } })).body.code).toBe(41);
  });

  it('a view id the database cannot store is refused on entry and does not sink the other views', async () => {
    await server.post('/api/web/page/views', { id: 'kept-before' });
    const poisoned = await server.post('/api/web/page/views', { id: 'poison\u0000' });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.data).toEqual({ field: 'id' });
    await server.post('/api/web/page/views', { id: 'kept-after' });
    await server.app.tracker.flush();
    const rows = await server.db.select().from(viewStats);
    expect(rows.map((r) => r.refId)).toEqual(expect.arrayContaining(['kept-before', 'kept-after']));
    expect(rows.some((r) => r.refId.startsWith('poison'))).toBe(false);
  });
});
