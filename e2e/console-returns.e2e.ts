/**
 * The console's after-sales screens, by what is on screen: a customer's delivered order gets a
 * refund-only request with two photos (through the shop's calls); the owner signs in, opens
 * Returns, finds the request under "Pending approval", looks through its photos with the keyboard,
 * approves it (which refunds it), and the customer's return page then shows "Refunded". In
 * Chinese the same screens speak Chinese. A return and refund goes through the address (typed,
 * then offered as saved), the goods back and the refund; a decision the server refuses says why
 * in its dialog.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, open } from './support/browser.ts';
import { startShop, type Shop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

/** A photo the customer takes of the parcel, uploaded as they would from the return form. */
async function upload(token: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'parcel.jpg');
  const res = await fetch(`${shop.url}/api/web/attach/upload`, { method: 'POST', headers: { 'x-auth': token }, body: form });
  const json = (await res.json()) as { code: number; msg: string; data: { url: string } };
  if (json.code !== 0) throw new Error(`upload: ${json.msg}`);
  return json.data.url;
}

let session: { customer: string; owner: string } | undefined;
/** The demo customer's and the owner's sessions, for the calls that set the scene. */
async function sessions() {
  if (!session) {
    const { token: customer } = await api('/api/web/auth/signin', { account: shop.customer.email, password: shop.customer.password });
    const { token: owner } = await api('/api/admin/auth/signin', { account: shop.owner.email, password: shop.owner.password });
    session = { customer, owner };
  }
  return session;
}

/** The demo customer buys one item by card, the owner ships it, and the customer confirms receipt; answers the order number and its line. */
async function deliveredOrder(): Promise<{ number: string; line: { lineId: number; quantity: number }; stock: () => Promise<number> }> {
  const { customer: token, owner } = await sessions();
  const { list } = await api('/api/web/product/list', { pageSize: 20 });
  let sku = '';
  let productId = 0;
  for (const card of list) {
    const product = await api('/api/web/product/get', { slug: card.slug });
    sku = product.variants.find((v: { stock: number }) => v.stock > 2)?.sku ?? '';
    productId = product.id;
    if (sku) break;
  }
  // The console's read, not the storefront's: the storefront keeps catalogue answers for a few seconds, so its stock may lag.
  const stock = async () => (await api('/api/admin/product/get', { id: productId }, owner)).variants.find((v: { sku: string }) => v.sku === sku).stock as number;
  await api('/api/web/cart/add', { sku, quantity: 1 }, token);
  const { methods } = await api('/api/web/checkout/shipping', { country: 'US' }, token);
  const { orderNumber: number } = await api(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: shop.customer.email,
      address: { firstName: 'Maria', lastName: 'Santos', country: 'US', city: 'Austin', addressLine: '9 Elm St', countryCode: '+1', phone: '5125550199' },
      shippingMethodId: methods[0].id,
      paymentMethod: 'sandbox_card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    },
    token,
  );
  const order = await api('/api/admin/order/get', { number }, owner);
  const lines = order.lines.map((l: { id: number; quantity: number }) => ({ lineId: l.id, quantity: l.quantity }));
  await api('/api/admin/order/ship', { number, expressName: 'DHL', expressNumber: 'JD0042', lines }, owner);
  await api('/api/web/order/confirm-receipt', { number }, token);
  return { number, line: lines[0], stock };
}

/** A request of the demo customer for their delivered order's first line; answers its number and the stock of the item. */
async function request(type: 'refund_only' | 'return_refund', extra: Record<string, unknown> = {}): Promise<{ returnNumber: string; stock: () => Promise<number> }> {
  const { number, line, stock } = await deliveredOrder();
  const { customer } = await sessions();
  return { returnNumber: (await api('/api/web/return/apply', { number, type, lines: [line], reason: 'damaged', ...extra }, customer)).number, stock };
}

async function signIn(page: Page) {
  await page.goto(`${shop.url}/admin`);
  await page.waitForURL(/\/admin\/signin/);
  await page.getByLabel('E-mail or mobile').fill(shop.owner.email);
  await page.getByLabel('Password').fill(shop.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await see(page, page.getByRole('heading', { name: 'Dashboard' }));
}

async function see(page: Page, locator: ReturnType<Page['getByRole']>) {
  await expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('the console’s returns', () => {
  it('lets the owner find a pending refund request, look at its photos, approve and refund it; the customer sees it refunded; in Chinese too', async () => {
    const { customer: token } = await sessions();
    const credentials = [await upload(token, { r: 200, g: 40, b: 40 }), await upload(token, { r: 40, g: 40, b: 200 })];
    const { returnNumber } = await request('refund_only', { description: 'The box was crushed.', credentials });
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      await signIn(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Returns' }).click();
      await see(page, page.getByRole('heading', { name: 'Returns' }));
      const pendingTab = page.getByRole('tab', { name: /Pending approval \(\d+\)/ });
      await expect.poll(() => pendingTab.textContent()).toMatch(/\(1\)/);
      await pendingTab.click();
      await page.waitForURL(/tab=pending_approval/);
      await page.getByRole('link', { name: returnNumber, exact: true }).click();
      await see(page, page.getByRole('heading', { name: `Return ${returnNumber}` }));
      expect(await page.getByText('The box was crushed.').isVisible()).toBe(true);
      expect(await page.getByText('Damaged', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Refund only', { exact: true }).isVisible()).toBe(true);

      // The photos: the first opens in a dialog, the arrow key moves to the second, Escape closes.
      await page.getByRole('button', { name: 'Photo 1 of 2' }).click();
      const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
      await see(page, viewer);
      await page.keyboard.press('ArrowRight');
      await see(page, page.getByRole('dialog', { name: 'Photo 2 of 2' }));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      expect(await page.getByRole('button', { name: 'Refuse' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const approve = page.getByRole('dialog', { name: `Approve return ${returnNumber}` });
      await see(page, approve);
      await approve.getByRole('button', { name: 'Approve and refund' }).click();
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('Completed · Approved · Refunded');
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      expect(await page.getByText(/^Refunded [A-Z][a-z]{2} \d/).isVisible()).toBe(true);

      // The same screen in Chinese.
      await page.getByLabel('Language').selectOption({ label: '简体中文' });
      await see(page, page.getByRole('heading', { name: `售后单 ${returnNumber}` }));
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('已完成 · 审核通过 · 已退款');
      expect(await page.getByText('商品损坏', { exact: true }).isVisible()).toBe(true);
      await page.getByRole('navigation').getByRole('link', { name: '售后' }).click();
      await see(page, page.getByRole('heading', { name: '售后申请' }));
      await see(page, page.getByRole('tab', { name: /已完成 \(\d+\)/ }));
      expect(await page.getByRole('columnheader', { name: /退款/ }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The customer's own return page, in their browser.
    const customerContext = await browser.newContext();
    await customerContext.addCookies([{ name: 'x-auth', value: token, url: shop.url }]);
    const customerPage = await customerContext.newPage();
    try {
      await open(customerPage, `${shop.url}/user/return/${returnNumber}`);
      await expect.poll(() => customerPage.getByRole('main').getByTestId('refund-status').textContent()).toBe('Refunded');
    } finally {
      await customerContext.close();
    }
  });

  it('takes a return through its address (typed and saved), the goods back (kept out of stock), and the refund; shows the server’s refusal in the dialog', async () => {
    const { customer, owner } = await sessions();
    const { returnNumber, stock } = await request('return_refund');
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page.goto(`${shop.url}/admin/returns/${returnNumber}`);
      await see(page, page.getByRole('heading', { name: `Return ${returnNumber}` }));
      expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const approve = page.getByRole('dialog', { name: `Approve return ${returnNumber}` });
      await see(page, approve);
      await approve.getByRole('radio', { name: 'Another address' }).check();
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await see(page, approve.getByText('This field is required').first());
      await approve.getByLabel('Consignee').fill('Returns Desk');
      await approve.getByLabel('Contact number').fill('+1 512 555 0199');
      await approve.getByLabel('Address', { exact: true }).fill('9 Dock Rd, Austin TX');
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('Pending approval · Approved · Refund requested');
      expect(await page.getByText('9 Dock Rd, Austin TX').isVisible()).toBe(true);
      expect(await page.getByText('Not sent back yet.').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);

      await api(
        '/api/web/return/ship-back',
        { number: returnNumber, logisticsCompany: 'LBC Express', logisticsNumber: 'LBC-7781', deliveryDate: '2026-11-20' },
        customer,
      );
      await page.reload();
      await see(page, page.getByText('LBC-7781'));
      await page.getByRole('button', { name: 'Confirm goods received' }).click();
      const receive = page.getByRole('dialog', { name: `Goods of return ${returnNumber} received` });
      await see(page, receive);
      const restock = receive.getByRole('checkbox', { name: 'Back to stock' });
      expect(await restock.isChecked()).toBe(true);
      await restock.uncheck();
      const before = await stock();
      await receive.getByRole('button', { name: 'Confirm received' }).click();
      await see(page, page.getByText(/^Goods received [A-Z][a-z]{2} \d/));
      expect(await stock()).toBe(before);

      await page.getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('dialog', { name: `Refund return ${returnNumber}` });
      await refund.getByLabel('Payment reference (optional)').fill('CARD-REFUND-1');
      await refund.getByRole('button', { name: 'Refund now' }).click();
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('Completed · Approved · Refunded');
      const stored = await api('/api/admin/return/get', { number: returnNumber }, owner);
      expect(stored.history.map((h: { action: string }) => h.action)).toEqual(['apply', 'approve', 'ship_back', 'receive_goods', 'refund']);

      // A request the customer withdraws while the owner looks at it: the saved address is offered, and the refusal is shown in the dialog.
      const { returnNumber: withdrawn } = await request('return_refund');
      await page.goto(`${shop.url}/admin/returns/${withdrawn}`);
      await see(page, page.getByRole('heading', { name: `Return ${withdrawn}` }));
      await api('/api/web/return/cancel', { number: withdrawn }, customer);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const late = page.getByRole('dialog', { name: `Approve return ${withdrawn}` });
      const saved = late.getByRole('radio', { name: /Returns Desk/ });
      await see(page, saved);
      expect(await saved.isChecked()).toBe(true);
      await late.getByRole('button', { name: 'Approve', exact: true }).click();
      await see(page, late.getByRole('alert'));
      expect(await late.getByRole('alert').textContent()).toBe('This request can no longer be changed this way.');
      // Closed, the page shows the request as it now is: withdrawn, nothing left to decide.
      await late.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.getByTestId('return-status').textContent()).toBe('Withdrawn · Awaiting decision · Refund requested');
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

      // The typed address is kept among the saved ones, as the default.
      await page.getByRole('link', { name: 'All returns' }).click();
      await page.getByRole('button', { name: 'Return addresses' }).click();
      const addresses = page.getByRole('dialog', { name: 'Saved return addresses' });
      await see(page, addresses.getByRole('listitem').filter({ hasText: 'Returns Desk' }).filter({ hasText: 'Default' }));
    } finally {
      await context.close();
    }
  });
});
