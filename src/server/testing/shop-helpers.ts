/** Test steps shared by the suites: a staff session, an order placed through the API, a page's boot data. */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { StaffRole } from '../../shared/contracts/staff.ts';
import { createUser } from '../accounts/accounts.service.ts';
import type { TestServer } from './test-server.ts';

export const testAddress = { firstName: 'Ana', lastName: 'Cruz', country: 'US', city: 'Austin', addressLine: '1 Main St', countryCode: '+1', phone: '5125550100' };

/** A signed-in member of the staff, the owner unless another role is asked for. */
export async function staffSession(server: TestServer, email = `staff-${randomUUID()}@shop.test`, role: StaffRole = 'owner'): Promise<Record<string, string>> {
  await createUser(server.db, { email, password: 'staff-pass', staffRole: role });
  const res = await server.post('/api/admin/auth/signin', { account: email, password: 'staff-pass' });
  return { 'x-auth': res.body.data.token };
}

export async function customerSession(server: TestServer, email = `c-${randomUUID()}@example.com`): Promise<Record<string, string>> {
  const res = await server.post('/api/web/auth/signup', { email, password: 'secret-pass', firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true });
  return { 'x-auth': res.body.data.token };
}

/**
 * A visitor as the shop issues one: its id (sent as x-visitor-id) and the HttpOnly cookie proving
 * this browser owns it, so its cart and wish list join the account it signs in to.
 */
export async function provenVisitor(server: TestServer): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/web/visitor/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const proof = res.headers.getSetCookie().find((c) => c.startsWith('visitor_proof='));
  const { data } = (await res.json()) as { data: { visitorId: string } };
  return { 'x-visitor-id': data.visitorId, cookie: proof!.split(';')[0] };
}

/** Puts the SKUs in the shopper's cart and places the order; answers the order number. */
export async function placeOrder(
  server: TestServer,
  who: Record<string, string>,
  opts: { skus: Array<[string, number]>; shippingMethodId: number; paymentMethod?: string; email?: string; credits?: number },
): Promise<{ number: string; guestToken: string | null }> {
  for (const [sku, quantity] of opts.skus) await server.post('/api/web/cart/add', { sku, quantity }, who);
  const paymentMethod = opts.paymentMethod ?? 'sandbox_card';
  const res = await server.post(
    '/api/web/checkout/place',
    {
      idempotencyKey: randomUUID(),
      email: opts.email ?? 'buyer@example.com',
      address: testAddress,
      shippingMethodId: opts.shippingMethodId,
      paymentMethod,
      ...(paymentMethod === 'sandbox_card' ? { card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } } : {}),
      ...(opts.credits ? { credits: opts.credits } : {}),
    },
    who,
  );
  if (res.body.code !== 0) throw new Error(`checkout failed: ${res.body.msg}`);
  return { number: res.body.data.orderNumber, guestToken: res.body.data.guestToken };
}

/** A new visitor's Stripe checkout of one LAMP, answered as it comes (refusals included). */
export async function stripeCheckout(server: TestServer, shippingMethodId: number) {
  const who = { 'x-visitor-id': randomUUID() };
  await server.post('/api/web/cart/add', { sku: 'LAMP', quantity: 1 }, who);
  return server.post(
    '/api/web/checkout/place',
    { idempotencyKey: randomUUID(), email: 'buyer@example.com', address: testAddress, shippingMethodId, paymentMethod: 'stripe' },
    who,
  );
}

/** A websocket on /ws/message (or `path`, e.g. the console's /ws/staff) that collects the JSON messages it receives. */
export async function openSocket(url: string, token: string, path = '/ws/message') {
  // A session goes in a header (a browser sends its cookie); a visitor id in the query.
  const isVisitor = /^[0-9a-f-]{36}$/i.test(token);
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${path}${isVisitor ? `?visitorId=${token}` : ''}`, isVisitor ? {} : { headers: { 'x-auth': token } });
  const messages: Array<{ code: number; msg: string; data?: Record<string, unknown> }> = [];
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, close: () => socket.close() };
}

/** The boot data a server-rendered page carries for its scripts (its JSON block, ssr/document.ts). */
export function bootOf(html: string): { site: any; currency: string; hydration: { loaderData: { page: any }; actionData: unknown; errors: unknown } } {
  const block = /<script type="application\/json" id="__BOOT__">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error('the page has no boot data');
  return JSON.parse(block[1]);
}
