/** The merchant's inquiry inbox, feedback list and newsletter subscribers, over HTTP. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../accounts/staff.schema.ts';
import { createProduct } from '../testing/factories.ts';
import { readOutbox } from '../testing/outbox.ts';
import { customerSession, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let fulfilment: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'desk' });
  owner = await staffSession(server, 'owner@shop.test', 'owner');
  support = await staffSession(server, 'support@shop.test', 'support');
  fulfilment = await staffSession(server, 'parcels@shop.test', 'fulfilment');
  customer = await customerSession(server, 'reader@example.com');
  const ask = (name: string, email: string, lang: string, message: string) =>
    server.post('/api/web/inquiry/submit', { slug: 'desk', name, email, quantity: 40, message }, { 'x-lang': lang });
  await ask('Ana', 'ana@example.com', 'en', 'Forty desks for an office?');
  await ask('李雷', 'lilei@example.com', 'zh', '请报价四十张桌子');
  await ask('Ben', 'ben@example.com', 'en', 'Do you ship to Manila?');
  await server.post('/api/web/feedback/submit', { slug: 'desk', message: 'Lovely form' }, customer);
});
afterAll(() => server.close());

const auditRows = (action: string, entityId?: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(entityId ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)) : eq(auditLog.action, action));
const inquiryId = async (email: string) => (await server.post('/api/admin/inquiry/list', { q: email }, owner)).body.data.list[0].id as number;

describe('the inquiry inbox', () => {
  it('lists requests newest first, by status, by search and by page', async () => {
    const all = await server.post('/api/admin/inquiry/list', {}, support);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((r: { email: string }) => r.email)).toEqual(['ben@example.com', 'lilei@example.com', 'ana@example.com']);
    expect((await server.post('/api/admin/inquiry/list', { q: 'manila' }, support)).body.data.list).toMatchObject([{ name: 'Ben', status: 'new' }]);
    const second = await server.post('/api/admin/inquiry/list', { page: 2, pageSize: 2 }, support);
    expect(second.body.data).toMatchObject({ total: 3, list: [{ email: 'ana@example.com' }] });
    // A search for the wildcard matches only requests that have one.
    expect((await server.post('/api/admin/inquiry/list', { q: '%' }, support)).body.data.total).toBe(0);
  });

  it('replies by e-mail in the language the shopper wrote in, stores the reply and marks the request replied', async () => {
    const id = await inquiryId('lilei@example.com');
    const res = await server.post('/api/admin/inquiry/reply', { id, message: 'Forty desks: 12,000 in total.' }, support);
    expect(res.body.data).toMatchObject({ status: 'replied', replies: [{ message: 'Forty desks: 12,000 in total.', staffEmail: 'support@shop.test' }] });
    // The e-mail goes out from the jobs table once the reply committed.
    const reply = () => readOutbox(server.config.dataDir).find((m) => m.to === 'lilei@example.com' && m.text.includes('12,000'));
    await expect.poll(reply).toBeDefined();
    const mail = reply();
    expect(mail?.text).toContain('以下是我们对您询价的答复');
    expect(mail?.text).toContain('> 请报价四十张桌子');
    expect(await auditRows('inquiry.reply', String(id))).toHaveLength(1);
    expect((await server.post('/api/admin/inquiry/list', { status: 'replied' }, support)).body.data.list).toMatchObject([{ id }]);
  });

  it('sets a status, with its audit row', async () => {
    const id = await inquiryId('ben@example.com');
    const res = await server.post('/api/admin/inquiry/status', { id, status: 'closed' }, owner);
    expect(res.body.data).toMatchObject({ id, status: 'closed', message: 'Do you ship to Manila?', productName: expect.any(String) });
    const [row] = await auditRows('inquiry.status', String(id));
    expect(row).toMatchObject({ actorEmail: 'owner@shop.test', before: { status: 'new' }, after: { status: 'closed' } });
    expect((await server.post('/api/admin/inquiry/get', { id }, support)).body.data.status).toBe('closed');
  });

  it('answers 404 for a request that is not there, 403 to customers and to roles without the permission, 400 to hostile input', async () => {
    const id = await inquiryId('ana@example.com');
    expect((await server.post('/api/admin/inquiry/get', { id: 999_999 }, owner)).status).toBe(404);
    expect((await server.post('/api/admin/inquiry/reply', { id: 999_999, message: 'Hi' }, owner)).status).toBe(404);
    expect((await server.post('/api/admin/inquiry/status', { id: 999_999, status: 'closed' }, owner)).status).toBe(404);
    for (const [path, body] of [
      ['/api/admin/inquiry/list', {}],
      ['/api/admin/inquiry/get', { id }],
      ['/api/admin/inquiry/status', { id, status: 'closed' }],
      ['/api/admin/inquiry/reply', { id, message: 'Hi' }],
      ['/api/admin/feedback/list', {}],
      ['/api/admin/newsletter/subscribers', {}],
      ['/api/admin/newsletter/send', { subject: 'Sale', text: 'All desks 10% off' }],
    ] as const) {
      expect((await server.post(path, body, customer)).status, path).toBe(403);
      expect((await server.post(path, body, fulfilment)).status, path).toBe(403);
    }
    // Support answers customers but does not run the marketing list.
    expect((await server.post('/api/admin/newsletter/subscribers', {}, support)).status).toBe(403);
    expect((await server.post('/api/admin/inquiry/status', { id, status: 'archived' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/reply', { id, message: '   ' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/reply', { id, message: 'x'.repeat(5001) }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/list', { status: "new' or 1=1" }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/get', { id: '1; drop table inquiries' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/list', { pageSize: 10_000 }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/get', { id: 1e12 }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/feedback/list', { q: 'x'.repeat(121) }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/newsletter/subscribers', { page: 0 }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/newsletter/send', { subject: '', text: 'Hi' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/newsletter/send', { subject: 'Hi', text: 'Hi', to: 'everyone' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/inquiry/get', { id }, owner)).body.data.status).toBe('new');
  });
});

describe('feedback', () => {
  it('lists what shoppers said, with the customer’s address, and thanks the customer in their language', async () => {
    const res = await server.post('/api/admin/feedback/list', { q: 'lovely' }, support);
    expect(res.body.data).toMatchObject({ total: 1, list: [{ slug: 'desk', message: 'Lovely form', email: 'reader@example.com' }] });
    expect(readOutbox(server.config.dataDir).some((m) => m.to === 'reader@example.com' && m.text.includes('We received your feedback'))).toBe(true);
  });
});

describe('newsletter subscribers', () => {
  beforeAll(async () => {
    for (const email of ['first@example.com', 'second@example.com']) await server.post('/api/web/newsletter/subscribe', { email });
  });

  it('lists and searches the subscribers, and exports them as CSV with an audit row', async () => {
    const res = await server.post('/api/admin/newsletter/subscribers', { q: 'second' }, owner);
    expect(res.body.data).toMatchObject({ total: 1, list: [{ email: 'second@example.com', state: 'pending', lang: 'en' }] });
    const csv = await server.get('/api/admin/newsletter/export.csv', owner);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="subscribers-/);
    const text = await csv.text();
    expect(text).toContain('email,language,state,subscribed_at');
    expect(text).toContain('first@example.com,en,pending,');
    expect(await auditRows('newsletter.export')).toHaveLength(1);
    // Nobody has confirmed yet: a newsletter goes to no one, and the send is on record.
    expect((await server.post('/api/admin/newsletter/send', { subject: 'Sale', text: 'All desks 10% off' }, owner)).body.data).toEqual({ queued: 0 });
    expect(await auditRows('newsletter.send')).toMatchObject([{ actorEmail: 'owner@shop.test', after: { subject: 'Sale', recipients: 0 } }]);
    expect((await server.get('/api/admin/newsletter/export.csv', support)).status).toBe(403);
    expect((await server.get('/api/admin/newsletter/export.csv', customer)).status).toBe(403);
    expect((await server.get('/api/admin/newsletter/export.csv')).status).toBe(401);
    expect((await server.get(`/api/admin/newsletter/export.csv?q=${'x'.repeat(500)}`, owner)).status).toBe(400);
  });
});
