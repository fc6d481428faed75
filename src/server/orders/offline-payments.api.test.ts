import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShipping, setSiteConfig } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { orders } from './orders.schema.ts';

let server: TestServer;
let shippingMethodId: number;
let staff: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'kettle', variants: [{ sku: 'KETTLE', price: 3500, stock: 50 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  await setSiteConfig(server.db, { name: 'Shop', bankTransferInstructions: { en: 'SWIFT: NWSBUS33', zh: 'SWIFT：NWSBUS33' } });
  server.app.site.invalidate();
  staff = await staffSession(server);
});
afterAll(() => server.close());

const DAY = 86_400_000;
const html = async (path: string, who: Record<string, string>) => (await server.get(path, who)).text();
function confirmation(number: string): string | undefined {
  const outbox = path.join(server.config.dataDir, 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox) : [];
  // Quoted-printable bodies, decoded (soft line breaks and escaped bytes).
  const decode = (raw: string) =>
    Buffer.from(
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return files.map((f) => decode(readFileSync(path.join(outbox, f), 'latin1'))).find((mail) => mail.includes(`/user/order/${number}`));
}
const submittedAt = async (number: string) => (await server.db.select({ at: orders.submittedAt }).from(orders).where(eq(orders.number, number)))[0].at;

describe("the merchant's bank-transfer settings", () => {
  it('default to a 3-day window, are read and changed through the admin API, part by part', async () => {
    expect((await server.post('/api/admin/site/get', {}, staff)).body.data.bankTransfer).toEqual({ windowDays: 3, accountHolder: '', bankName: '', accountNumber: '' });
    const saved = await server.post(
      '/api/admin/site/save',
      { bankTransfer: { windowDays: 5, accountHolder: 'Northwind Market Ltd.', bankName: 'Northwind Savings Bank', accountNumber: 'GB33 BUKB 2020 1555 5555 55' } },
      staff,
    );
    expect(saved.body.code).toBe(0);
    const changed = await server.post('/api/admin/site/save', { bankTransfer: { windowDays: 4 } }, staff);
    expect(changed.body.data.bankTransfer).toEqual({
      windowDays: 4,
      accountHolder: 'Northwind Market Ltd.',
      bankName: 'Northwind Savings Bank',
      accountNumber: 'GB33 BUKB 2020 1555 5555 55',
    });
    for (const bad of [{ windowDays: 0 }, { windowDays: 2.5 }, { windowDays: 61 }, { iban: 'x' }]) {
      expect((await server.post('/api/admin/site/save', { bankTransfer: bad }, staff)).body.code).toBe(41);
    }
    const customer = await customerSession(server);
    expect((await server.post('/api/admin/site/save', { bankTransfer: { windowDays: 30 } }, customer)).status).toBe(403);
    const stored = (await server.post('/api/admin/site/get', {}, staff)).body.data;
    expect(stored.bankTransfer.windowDays).toBe(4);
    // Saving the bank-transfer settings leaves every other setting as it was.
    expect(stored).toMatchObject({ name: 'Shop', bankTransferInstructions: { en: 'SWIFT: NWSBUS33' } });
  });
});

describe('an order paid outside the shop', () => {
  it('by bank transfer shows the bank details and its due date, with no countdown and no "Pay now"', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['KETTLE', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    const detail = (await server.post('/api/web/order/get', { number }, customer)).body.data;
    const due = new Date((await submittedAt(number)).getTime() + 4 * DAY).toISOString();
    expect(detail).toMatchObject({
      tab: 'to_pay',
      payBefore: null,
      transferDueAt: due,
      actions: ['cancel'],
      bankTransfer: {
        accountHolder: 'Northwind Market Ltd.',
        bankName: 'Northwind Savings Bank',
        accountNumber: 'GB33 BUKB 2020 1555 5555 55',
        reference: number,
        instructions: 'SWIFT: NWSBUS33',
      },
    });
    const list = (await server.post('/api/web/order/list', { tab: 'to_pay' }, customer)).body.data;
    expect(list).toMatchObject({ unpaidCount: 1, list: [{ number, payBefore: null, transferDueAt: due, actions: ['cancel'] }] });

    const page = await html(`/user/order/${number}`, customer);
    expect(page).toContain('Bank transfer details');
    expect(page).toContain('GB33 BUKB 2020 1555 5555 55');
    expect(page).toContain('Transfer due by');
    expect(page).not.toContain('Pay now');
    expect(page).not.toMatch(/Please pay within|Time left to pay/);
    const zh = await html(`/zh/user/order/${number}`, customer);
    expect(zh).toContain('银行转账信息');
    expect(zh).toContain('SWIFT：NWSBUS33');
    expect(zh).not.toContain('立即支付');
    // The confirmation e-mail tells where to transfer and by when.
    await expect.poll(() => confirmation(number)).toBeDefined();
    expect(confirmation(number)).toContain('Account number / IBAN: GB33 BUKB 2020 1555 5555 55');
    expect(confirmation(number)).toContain(`Reference: ${number}`);
    expect(confirmation(number)).toMatch(/Transfer due by: \w+ \d+, \d{4}/);
    const cards = await html('/user/order', customer);
    expect(cards).toContain(number);
    expect(cards).toContain('Transfer due by');
    expect(cards).not.toContain('Pay now');
  });

  it('by cash on delivery waits under "to ship" with nothing to pay, no countdown and no due date', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['KETTLE', 1]], shippingMethodId, paymentMethod: 'cash_on_delivery' });
    const detail = (await server.post('/api/web/order/get', { number }, customer)).body.data;
    expect(detail).toMatchObject({ tab: 'to_ship', payStatus: 'unpaid', payBefore: null, transferDueAt: null, bankTransfer: null, actions: ['cancel'] });
    const list = (await server.post('/api/web/order/list', { tab: 'all' }, customer)).body.data;
    expect(list).toMatchObject({ unpaidCount: 0, counts: { to_pay: 0, to_ship: 1 }, list: [{ number, payBefore: null, actions: ['cancel'] }] });

    for (const path of [`/user/order/${number}`, '/user/order']) {
      const page = await html(path, customer);
      expect(page).toContain(number);
      expect(page).not.toContain('Pay now');
      expect(page).not.toMatch(/Please pay within|Time left to pay|Transfer due by/);
    }
    expect(await html(`/user/order/${number}`, customer)).toContain('Pay in cash when your order is delivered.');
  });
});
