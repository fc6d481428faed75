import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder, staffSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let shippingMethodId: number;
let staff: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'lamp', variants: [{ sku: 'LAMP', price: 4000, stock: 20 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  staff = await staffSession(server);
});
afterAll(() => server.close());

const html = async (path: string, who: Record<string, string>) => (await server.get(path, who)).text();

describe('the refund of a paid order the shopper cancels', () => {
  it('shows "refund requested" while the merchant decides and "refunded" once accepted, on the order and in the list, in English and Chinese', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['LAMP', 1]], shippingMethodId });
    const paid = (await server.post('/api/web/order/get', { number }, customer)).body.data;
    expect(paid).toMatchObject({ payStatus: 'paid', refund: null });

    const requested = await server.post('/api/web/order/request-cancel', { number }, customer);
    expect(requested.body.data).toMatchObject({ status: 'pending_cancellation', refund: { status: 'requested', amount: 4500 } });
    expect(await html(`/user/order/${number}`, customer)).toContain('Refund requested');
    expect(await html(`/zh/user/order/${number}`, customer)).toContain('退款申请中');

    const accepted = await server.post('/api/admin/order/cancellation', { number, accept: true }, staff);
    expect(accepted.body.data).toMatchObject({ status: 'cancelled', payStatus: 'paid', refund: { status: 'refunded', amount: 4500 } });
    const list = (await server.post('/api/web/order/list', { tab: 'cancelled' }, customer)).body.data;
    expect(list.list).toEqual([expect.objectContaining({ number, refund: { status: 'refunded', amount: 4500 } })]);

    for (const [path, text] of [
      [`/user/order/${number}`, 'Refunded'],
      ['/user/order?tab=cancelled', 'Refunded'],
      [`/zh/user/order/${number}`, '已退款'],
      ['/zh/user/order?tab=cancelled', '已退款'],
    ]) {
      const page = await html(path, customer);
      expect(page, path).toContain(number);
      expect(page, path).toContain(text);
    }
    expect(await html(`/user/order/${number}`, customer)).toContain('$45.00');
  });

  it('shows no refund for a refused cancellation or an unpaid order cancelled', async () => {
    const customer = await customerSession(server);
    const { number } = await placeOrder(server, customer, { skus: [['LAMP', 1]], shippingMethodId });
    await server.post('/api/web/order/request-cancel', { number }, customer);
    const refused = await server.post('/api/admin/order/cancellation', { number, accept: false }, staff);
    expect(refused.body.data).toMatchObject({ status: 'in_progress', refund: null });
    const unpaid = await placeOrder(server, customer, { skus: [['LAMP', 1]], shippingMethodId, paymentMethod: 'bank_transfer' });
    const cancelled = await server.post('/api/web/order/cancel', { number: unpaid.number }, customer);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payStatus: 'unpaid', refund: null });
    expect(await html(`/user/order/${unpaid.number}`, customer)).not.toMatch(/Refund requested|Refunded/);
  });
});
