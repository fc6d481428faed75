import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShipping, setSiteConfig } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingMethodId: number;
let staff: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1800, stock: 100 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server);
});
afterAll(() => server.close());

/** An RFC 2047 encoded header (what nodemailer writes for non-ASCII subjects) as text. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/** The messages in the outbox for one address, as their subject lines and full text. */
function mailTo(email: string): Array<{ subject: string; raw: string }> {
  const outbox = path.join(server.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.includes(email))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(outbox, f), 'utf8');
    return { subject: decodeHeader(/^Subject: (.*)$/m.exec(raw)?.[1] ?? ''), raw: raw.replace(/=\r?\n/g, '') };
  });
}
const subjects = (email: string) => mailTo(email).map((m) => m.subject);

describe('the account links in order e-mails', () => {
  it('follow the configured user-area path', async () => {
    await setSiteConfig(server.db, { router: { isCustom: false, userPath: 'me', rules: {} } });
    try {
      const customer = await customerSession(server);
      const email = 'me.path.buyer@example.com';
      const { number } = await placeOrder(server, customer, { skus: [['MUG', 1]], shippingMethodId, paymentMethod: 'bank_transfer', email });
      await expect.poll(() => subjects(email)).toEqual([`Thank you! — ${number}`]);
      const [confirmation] = mailTo(email);
      expect(confirmation.raw).toContain(`/me/order/${number}`);
      expect(confirmation.raw).not.toContain('/user/order/');
    } finally {
      await setSiteConfig(server.db, {});
    }
  });
});

describe('order e-mails after the confirmation', () => {
  it('tells a bank-transfer customer when the payment arrives and when the order ships', async () => {
    const customer = await customerSession(server);
    const email = 'transfer.buyer@example.com';
    const { number } = await placeOrder(server, customer, { skus: [['MUG', 2]], shippingMethodId, paymentMethod: 'bank_transfer', email });
    await expect.poll(() => subjects(email)).toEqual([`Thank you! — ${number}`]);

    await server.post('/api/admin/order/mark-paid', { number }, staff);
    await expect.poll(() => subjects(email)).toContain(`Payment received for order ${number}`);

    const detail = (await server.post('/api/admin/order/get', { number }, staff)).body.data;
    await server.post('/api/admin/order/ship', { number, expressName: 'UPS', expressNumber: '1Z999', lines: [{ lineId: detail.lines[0].id, quantity: 2 }] }, staff);
    await expect.poll(() => subjects(email)).toContain(`Order ${number} is on its way`);
    const shipped = mailTo(email).find((m) => m.subject.includes('on its way'))!;
    expect(shipped.raw).toContain('UPS');
    expect(shipped.raw).toContain('1Z999');
    expect(shipped.raw).toContain(`/user/order/${number}`);
    expect(subjects(email)).toHaveLength(3);
  });

  it('sends no payment e-mail for a card paid at checkout, and tells a guest when the order is cancelled', async () => {
    const guest = { 'x-visitor-id': crypto.randomUUID() };
    const paidByCard = 'card.buyer@example.com';
    const card = await placeOrder(server, guest, { skus: [['MUG', 1]], shippingMethodId, email: paidByCard });
    await expect.poll(() => subjects(paidByCard)).toEqual([`Thank you! — ${card.number}`]);

    const unpaid = 'changed.mind@example.com';
    const order = await placeOrder(server, guest, { skus: [['MUG', 1]], shippingMethodId, paymentMethod: 'cash_on_delivery', email: unpaid });
    await server.post('/api/web/order/cancel', { number: order.number, guestToken: order.guestToken }, guest);
    await expect.poll(() => subjects(unpaid)).toContain(`Order ${order.number} has been cancelled`);
    // A guest has no account page to link to.
    expect(mailTo(unpaid).find((m) => m.subject.includes('cancelled'))!.raw).not.toContain('/user/order/');
    expect(subjects(paidByCard)).toEqual([`Thank you! — ${card.number}`]);
  });
});
