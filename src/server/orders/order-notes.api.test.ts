/** The merchant's internal notes on an order, and resending its confirmation e-mail. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../accounts/staff.schema.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { readOutbox } from '../testing/outbox.ts';
import { customerSession, placeOrder, provenVisitor, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let owner: Record<string, string>;
let support: Record<string, string>;
let customer: Record<string, string>;
let customerOrder: string;
let guestOrder: { number: string; guestToken: string | null };
const supportEmail = `support-${Date.now()}@shop.test`;

beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'note-tee', variants: [{ sku: 'NOTE-TEE', price: 2500, stock: 100 }] });
  const shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  owner = await staffSession(server);
  support = await staffSession(server, supportEmail, 'support');
  customer = await customerSession(server);
  customerOrder = (await placeOrder(server, customer, { skus: [['NOTE-TEE', 1]], shippingMethodId, email: 'noted@example.com' })).number;
  guestOrder = await placeOrder(server, await provenVisitor(server), { skus: [['NOTE-TEE', 2]], shippingMethodId, email: 'guest-resend@example.com' });
});
afterAll(() => server.close());

const lastAudit = async (action: string, number: string) =>
  (
    await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, number)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('internal notes', () => {
  it('are added by staff, listed with author and time, and never shown to the shopper', async () => {
    const added = await server.post('/api/admin/order/note', { number: customerOrder, text: '  Customer called: leave at the door.  ' }, support);
    expect(added.status).toBe(200);
    expect(added.body.data.notes).toEqual([{ id: expect.any(Number), text: 'Customer called: leave at the door.', author: supportEmail, at: expect.any(String) }]);
    await server.post('/api/admin/order/note', { number: customerOrder, text: 'Second note' }, owner);
    const detail = (await server.post('/api/admin/order/get', { number: customerOrder }, owner)).body.data;
    expect(detail.notes.map((n: { text: string }) => n.text)).toEqual(['Customer called: leave at the door.', 'Second note']);

    const seen = await server.post('/api/web/order/get', { number: customerOrder }, customer);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body.data)).not.toContain('leave at the door');
    expect(seen.body.data.notes).toBeUndefined();
  });

  it('leave an audit row with the note', async () => {
    const row = await lastAudit('order.note', customerOrder);
    expect(row).toMatchObject({ actorEmail: expect.stringMatching(/@shop\.test$/), entity: 'order', after: { text: 'Second note' } });
  });

  it('refuse customers, empty notes, notes over 2000 characters and unknown orders', async () => {
    const asCustomer = await server.post('/api/admin/order/note', { number: customerOrder, text: 'hi' }, customer);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.code).toBe(30);
    expect((await server.post('/api/admin/order/note', { number: customerOrder, text: '   ' }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/order/note', { number: customerOrder, text: 'x'.repeat(2001) }, owner)).status).toBe(400);
    expect((await server.post('/api/admin/order/note', { number: 'NO-SUCH-ORDER', text: 'hi' }, owner)).status).toBe(404);
    const detail = (await server.post('/api/admin/order/get', { number: customerOrder }, owner)).body.data;
    expect(detail.notes).toHaveLength(2);
  });
});

describe('resending the confirmation', () => {
  const confirmations = (to: string) => readOutbox(server.config.dataDir).filter((m) => m.to.includes(to));

  it('sends the e-mail again through the jobs table, with the guest link, and audits it', async () => {
    await server.app.jobs.runDueJobs();
    expect(confirmations('guest-resend@example.com')).toHaveLength(1);
    const resent = await server.post('/api/admin/order/resend-confirmation', { number: guestOrder.number }, owner);
    expect(resent.status).toBe(200);
    await server.app.jobs.runDueJobs();
    const mails = confirmations('guest-resend@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(guestOrder.number);
    expect(mails[1].text).toContain(`token=${guestOrder.guestToken}`);
    expect(await lastAudit('order.resend-confirmation', guestOrder.number)).toMatchObject({ after: { to: 'guest-resend@example.com' } });
  });

  it('is not for customers nor for roles that may not change orders', async () => {
    expect((await server.post('/api/admin/order/resend-confirmation', { number: customerOrder }, customer)).status).toBe(403);
    expect((await server.post('/api/admin/order/resend-confirmation', { number: customerOrder }, support)).status).toBe(403);
  });
});
