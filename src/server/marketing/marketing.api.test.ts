import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePayload } from '../../shared/contracts/page.ts';
import type { SectionSettings } from '../../shared/contracts/sections/section.ts';
import { createCoupon } from '../testing/factories.ts';
import { customerSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createCoupon(server.db, { code: 'SAVE5', discountType: 'amount', value: 500 });
  await createCoupon(server.db, { code: 'HELLO-NEW', discountType: 'amount', value: 800, threshold: 4000, gift: true });
});
afterAll(() => server.close());

async function couponPage(code: string, headers?: Record<string, string>) {
  const res = await server.get(`/coupon/${code}?request=route`, headers);
  const payload = PagePayload.parse(await res.json());
  const section = payload.pageBody.find((s) => s.type === 'coupon-detail');
  return { status: res.status, coupon: (section?.settings as SectionSettings<'coupon-detail'> | undefined)?.coupon };
}

describe('coupon pages', () => {
  it('shows a gift coupon, and that a new customer holds it', async () => {
    expect(await couponPage('HELLO-NEW')).toMatchObject({ status: 200, coupon: { code: 'HELLO-NEW', gift: true, claimed: false } });
    const customer = await customerSession(server);
    expect(await couponPage('hello-new', customer)).toMatchObject({ status: 200, coupon: { gift: true, claimed: true } });
    const html = await (await server.get('/coupon/HELLO-NEW')).text();
    expect(html).toContain('Create an account to get it');
  });

  it('marks a coupon claimed for the customer who claimed it, not for others', async () => {
    const customer = await customerSession(server);
    expect((await couponPage('SAVE5', customer)).coupon?.claimed).toBe(false);
    expect((await server.post('/api/web/coupon/claim', { code: 'SAVE5' }, customer)).body.code).toBe(0);
    expect((await couponPage('SAVE5', customer)).coupon?.claimed).toBe(true);
    expect((await couponPage('SAVE5', await customerSession(server))).coupon?.claimed).toBe(false);
    expect((await couponPage('SAVE5')).coupon?.claimed).toBe(false);
    const html = await (await server.get('/coupon/SAVE5', customer)).text();
    expect(html).toContain('Claimed');
    expect(html).not.toMatch(/>Claim<span/);
  });

  it('answers 404 for a code that does not exist', async () => {
    expect((await couponPage('NO-SUCH-CODE')).status).toBe(404);
  });
});
