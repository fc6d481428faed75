import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/contracts/staff.ts';
import { createUser } from './accounts.service.ts';
import { createProduct, createShipping } from '../testing/factories.ts';
import { customerSession, placeOrder } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import Fastify from 'fastify';
import { authenticate } from './accounts.service.ts';
import { adminRoutesOf, isDeclaredPermission, registerPermissions } from './permissions.ts';
import { auditLog, staffInvites } from './staff.schema.ts';

let server: TestServer;
let owner: Record<string, string>;
let ownerId: number;
let customer: Record<string, string>;
let shippingMethodId: number;
let seq = 0;

async function member(role: StaffRole): Promise<{ auth: Record<string, string>; id: number; email: string }> {
  const email = `${role}-${++seq}@shop.test`;
  const user = await createUser(server.db, { email, password: 'staff-pass', staffRole: role });
  const res = await server.post('/api/admin/auth/signin', { account: email, password: 'staff-pass' });
  expect(res.body.code).toBe(0);
  return { auth: { 'x-auth': res.body.data.token }, id: user.id, email };
}

const auditCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;

/** The invitation link from the last e-mail sent to the address (the outbox keeps each message as a file). */
function inviteLink(email: string): string {
  const outbox = path.join(server.config.dataDir, 'outbox');
  const files = readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort();
  const raw = readFileSync(path.join(outbox, files.at(-1)!), 'utf8');
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /http:\/\/shop\.test\/admin\/accept-invite\?token=[\w-]+/.exec(text);
  expect(link).not.toBeNull();
  return link![0];
}

async function invite(email: string, role: StaffRole) {
  const res = await server.post('/api/admin/staff/invite', { email, role }, owner);
  expect(res.body.code).toBe(0);
  await expect.poll(() => readdirSync(path.join(server.config.dataDir, 'outbox')).some((f) => f.includes(email))).toBe(true);
  return new URL(inviteLink(email)).searchParams.get('token')!;
}

beforeAll(async () => {
  server = await startTestServer();
  await createProduct(server.db, { slug: 'tee', variants: [{ sku: 'TEE', price: 2500, stock: 100 }] });
  shippingMethodId = (await createShipping(server.db, { countries: ['US'], rate: 500 })).id;
  const o = await member('owner');
  owner = o.auth;
  ownerId = o.id;
  customer = await customerSession(server);
});
afterAll(() => server.close());

describe('every /api/admin route', () => {
  it('declares a permission, refuses a customer token (403) and no session (code 50)', async () => {
    const routes = adminRoutesOf(server.app.app);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/order/ship',
        '/api/admin/site/save',
        '/api/admin/staff/invite',
        '/api/admin/audit/list',
        '/api/admin/return/approve',
        '/api/admin/review/hide',
        '/api/admin/attach/upload',
        '/api/admin/credits/adjust',
        '/api/admin/dashboard/get',
      ]),
    );
    for (const r of routes) expect({ url: r.url, declared: isDeclaredPermission(r.permission) }).toEqual({ url: r.url, declared: true });
    const before = await auditCount();
    // Calls are POSTs; a few downloads (the orders CSV) are GETs, whose HEAD twin answers no body.
    const call = async (r: { method: string; url: string }, headers: Record<string, string> = {}) => {
      if (r.method === 'POST') return server.post(r.url, {}, headers);
      const response = await server.get(r.url, headers);
      return { status: response.status, body: (await response.json()) as { code: number } };
    };
    const walked = routes.filter((r) => r.permission !== 'public' && r.method !== 'HEAD');
    expect(walked.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/admin/order/export.csv');
    for (const r of walked) {
      const asCustomer = await call(r, customer);
      expect({ url: r.url, status: asCustomer.status, code: asCustomer.body.code }).toEqual({ url: r.url, status: 403, code: 30 });
      const anonymous = await call(r);
      expect({ url: r.url, status: anonymous.status, code: anonymous.body.code }).toEqual({ url: r.url, status: 401, code: 50 });
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('the permission hook', () => {
  it('refuses a route that declares nothing to everyone, and logs a write that did not log itself', async () => {
    const app = Fastify();
    app.decorateRequest('t', null as never);
    app.decorateRequest('identity', null as never);
    app.addHook('onRequest', async (request) => {
      request.t = (key: string) => key;
      request.identity = () => authenticate(server.db, String(request.headers['x-auth'] ?? ''));
    });
    registerPermissions(app, server.db);
    await app.register(
      async (admin) => {
        admin.post('/gadget/open', async () => ({ code: 0 }));
        admin.post('/gadget/save', { config: { permission: 'catalog.write' } }, async () => ({ code: 0 }));
      },
      { prefix: '/api/admin' },
    );
    const fulfilment = await member('fulfilment');
    const call = (url: string, auth: Record<string, string>) =>
      app.inject({ method: 'POST', url, headers: auth, payload: { id: 7, name: 'Lamp', password: 'hunter22' } });
    expect((await call('/api/admin/gadget/open', owner)).statusCode).toBe(403);
    expect((await call('/api/admin/gadget/save', fulfilment.auth)).statusCode).toBe(403);
    const before = await auditCount();
    expect((await call('/api/admin/gadget/save', owner)).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    const [row] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'gadget.save'));
    expect(row).toMatchObject({ actorId: ownerId, entity: 'gadget', entityId: '7', before: null, after: { id: 7, name: 'Lamp', password: '[hidden]' } });
    await app.close();
  });
});

describe('roles', () => {
  it('fulfilment ships orders but cannot read customers or change settings; the shipment leaves one audit row', async () => {
    const fulfilment = await member('fulfilment');
    expect((await server.post('/api/admin/customer/list', {}, fulfilment.auth)).status).toBe(403);
    expect((await server.post('/api/admin/site/save', { name: 'Mine' }, fulfilment.auth)).status).toBe(403);
    expect((await server.post('/api/admin/staff/list', {}, fulfilment.auth)).status).toBe(403);

    const { number } = await placeOrder(server, customer, { skus: [['TEE', 1]], shippingMethodId });
    const detail = (await server.post('/api/admin/order/get', { number }, fulfilment.auth)).body.data;
    const before = await auditCount();
    const shipped = await server.post(
      '/api/admin/order/ship',
      { number, expressName: 'DHL', expressNumber: 'JD1', lines: [{ lineId: detail.lines[0].id, quantity: 1 }] },
      fulfilment.auth,
    );
    expect(shipped.body.data.deliveryStatus).toBe('shipped');
    expect(await auditCount()).toBe(before + 1);
    const rows = (await server.post('/api/admin/audit/list', { entity: 'order', entityId: number }, owner)).body.data.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: fulfilment.id,
      actorEmail: fulfilment.email,
      actorRole: 'fulfilment',
      action: 'order.ship',
      before: { deliveryStatus: 'not_shipped' },
      after: { deliveryStatus: 'shipped', shipment: { expressName: 'DHL' } },
    });
    // Marking paid is not fulfilment's.
    expect((await server.post('/api/admin/order/mark-paid', { number }, fulfilment.auth)).status).toBe(403);
  });

  it('support reads customers and orders but cannot change settings or manage staff', async () => {
    const support = await member('support');
    const customers = await server.post('/api/admin/customer/list', {}, support.auth);
    expect(customers.body.code).toBe(0);
    expect(customers.body.data.total).toBeGreaterThan(0);
    expect((await server.post('/api/admin/order/list', {}, support.auth)).body.code).toBe(0);
    expect((await server.post('/api/admin/site/save', { name: 'Mine' }, support.auth)).status).toBe(403);
    expect((await server.post('/api/admin/site/get', {}, support.auth)).status).toBe(403);
    expect((await server.post('/api/admin/staff/invite', { email: 'x@shop.test', role: 'owner' }, support.auth)).status).toBe(403);
    expect((await server.post('/api/admin/site/get', {}, owner)).body.data.name).not.toBe('Mine');
  });

  it('a manager changes settings, but not the payment details or the staff; each save is one audit row with before and after', async () => {
    const manager = await member('manager');
    const me = (await server.post('/api/admin/staff/me', {}, manager.auth)).body.data;
    expect(me.member.role).toBe('manager');
    expect(me.permissions).toContain('settings.write');
    expect(me.permissions).not.toContain('staff.manage');
    const oldName = (await server.post('/api/admin/site/get', {}, manager.auth)).body.data.name;
    const before = await auditCount();
    expect((await server.post('/api/admin/site/save', { name: 'Renamed shop' }, manager.auth)).body.code).toBe(0);
    expect(await auditCount()).toBe(before + 1);
    const [row] = (await server.post('/api/admin/audit/list', { action: 'settings.save', actorId: manager.id }, owner)).body.data.list;
    expect(row.before.name).toBe(oldName);
    expect(row.after.name).toBe('Renamed shop');
    const payTo = { bankTransfer: { accountNumber: 'PH-0099-1234' } };
    expect((await server.post('/api/admin/site/save', payTo, manager.auth)).status).toBe(403);
    expect((await server.post('/api/admin/staff/list', {}, manager.auth)).status).toBe(403);
    expect(await auditCount()).toBe(before + 1);
    expect((await server.post('/api/admin/site/save', payTo, owner)).body.data.bankTransfer.accountNumber).toBe('PH-0099-1234');
    expect(await auditCount()).toBe(before + 2);
  });
});

describe('invitations', () => {
  it('invite, accept with a password, sign in; the link works once', async () => {
    const token = await invite('new.hire@shop.test', 'support');
    const listed = (await server.post('/api/admin/staff/list', {}, owner)).body.data;
    expect(listed.invites.map((i: { email: string }) => i.email)).toContain('new.hire@shop.test');
    const [stored] = await server.db.select().from(staffInvites).where(eq(staffInvites.email, 'new.hire@shop.test'));
    expect(stored.tokenHash).not.toBe(token);

    const accepted = await server.post('/api/admin/staff/accept-invite', { token, password: 'hire-pass-1', firstName: 'Nia' });
    expect(accepted.body.code).toBe(0);
    expect(accepted.body.data).toMatchObject({ email: 'new.hire@shop.test', role: 'support', firstName: 'Nia', disabled: false });
    const signIn = await server.post('/api/admin/auth/signin', { account: 'new.hire@shop.test', password: 'hire-pass-1' });
    expect(signIn.body.code).toBe(0);
    expect(signIn.body.data.token).toBeTruthy();
    expect((await server.post('/api/admin/customer/list', {}, { 'x-auth': signIn.body.data.token })).body.code).toBe(0);
    expect(signIn.status).toBe(200);
    expect((await server.post('/api/admin/auth/signout', {}, { 'x-auth': signIn.body.data.token })).body.code).toBe(0);
    expect((await server.post('/api/admin/customer/list', {}, { 'x-auth': signIn.body.data.token })).body.code).toBe(50);

    const again = await server.post('/api/admin/staff/accept-invite', { token, password: 'other-pass-2' }, { 'x-lang': 'zh' });
    expect(again.body.code).toBe(41);
    expect(again.body.msg).toBe('此邀请链接已被使用或已过期，请联系店主重新邀请。');
    const [row] = (await server.post('/api/admin/audit/list', { action: 'staff.accept-invite' }, owner)).body.data.list;
    expect(row).toMatchObject({ actorEmail: 'new.hire@shop.test', entity: 'staff', before: null, after: { role: 'support' } });
    expect(JSON.stringify(row)).not.toContain('hire-pass-1');
  });

  it('refuses an expired invitation, and an address that already has an account', async () => {
    const token = await invite('late@shop.test', 'fulfilment');
    await server.db
      .update(staffInvites)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvites.email, 'late@shop.test'));
    const res = await server.post('/api/admin/staff/accept-invite', { token, password: 'late-pass-1' });
    expect(res.body.code).toBe(41);
    expect((await server.post('/api/admin/auth/signin', { account: 'late@shop.test', password: 'late-pass-1' })).body.code).toBe(41);
    const taken = await server.post('/api/admin/staff/invite', { email: 'new.hire@shop.test', role: 'owner' }, owner);
    expect(taken.status).toBe(409);
  });

  it('the link opens a page that drops the token from the address and sets the password', async () => {
    const token = await invite('page.hire@shop.test', 'fulfilment');
    const opened = await server.get(`/admin/accept-invite?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/admin/accept-invite');
    const cookie = opened.headers.getSetCookie().find((c) => c.startsWith('staff_invite='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const jar = { cookie: cookie.split(';')[0] };
    const form = await server.get('/admin/accept-invite', jar);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('page.hire@shop.test');
    const post = (body: string) =>
      fetch(`${server.url}/admin/accept-invite`, { method: 'POST', headers: { ...jar, 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' });
    const short = await post('password=abc');
    expect(short.status).toBe(400);
    const done = await post('password=page-pass-1&firstName=Pia');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password is set');
    expect((await server.post('/api/admin/auth/signin', { account: 'page.hire@shop.test', password: 'page-pass-1' })).body.code).toBe(0);
    const reused = await server.get('/admin/accept-invite', jar);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('already been used or has expired');
  });
});

describe('disabling staff', () => {
  it("ends the member's sessions (next call code 50), refuses their sign-in, and enabling lets them back", async () => {
    const support = await member('support');
    const before = await auditCount();
    const disabled = await server.post('/api/admin/staff/disable', { id: support.id }, owner);
    expect(disabled.body.data).toMatchObject({ id: support.id, disabled: true });
    expect(await auditCount()).toBe(before + 1);
    const next = await server.post('/api/admin/order/list', {}, support.auth);
    expect(next.body.code).toBe(50);
    expect((await server.post('/api/admin/auth/signin', { account: support.email, password: 'staff-pass' })).body.code).toBe(41);
    expect((await server.post('/api/web/auth/signin', { account: support.email, password: 'staff-pass' })).body.code).toBe(41);

    expect((await server.post('/api/admin/staff/enable', { id: support.id }, owner)).body.data.disabled).toBe(false);
    expect((await server.post('/api/admin/auth/signin', { account: support.email, password: 'staff-pass' })).body.code).toBe(0);
    const [row] = (await server.post('/api/admin/audit/list', { action: 'staff.disable', entityId: String(support.id) }, owner)).body.data.list;
    expect(row).toMatchObject({ actorId: ownerId, before: { disabled: false }, after: { disabled: true } });
  });

  it('a staff sign-in is the hardened session: an HttpOnly cookie the console uses, ended when the member is disabled', async () => {
    const m = await member('support');
    const res = await fetch(`${server.url}/api/admin/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: m.email, password: 'staff-pass' }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('x-auth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const jar = { cookie: cookie.split(';')[0], 'sec-fetch-site': 'same-origin' };
    expect((await server.post('/api/admin/customer/list', {}, jar)).body.code).toBe(0);
    expect((await server.post('/api/admin/customer/list', {}, { ...jar, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    await server.post('/api/admin/staff/disable', { id: m.id }, owner);
    expect((await server.post('/api/admin/customer/list', {}, jar)).body.code).toBe(50);
  });

  it('changes a role (one audit row) and refuses changing or disabling oneself', async () => {
    const m = await member('fulfilment');
    const before = await auditCount();
    expect((await server.post('/api/admin/staff/role', { id: m.id, role: 'support' }, owner)).body.data.role).toBe('support');
    expect(await auditCount()).toBe(before + 1);
    expect((await server.post('/api/admin/customer/list', {}, m.auth)).body.code).toBe(0);
    expect((await server.post('/api/admin/staff/role', { id: m.id, role: 'boss' }, owner)).body.code).toBe(41);
    const self = await server.post('/api/admin/staff/disable', { id: ownerId }, { ...owner, 'x-lang': 'fil' });
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('Hindi mo mababago ang sarili mong tungkulin o ma-disable ang sarili mo.');
    const demoted = await server.post('/api/admin/staff/role', { id: ownerId, role: 'support' }, { ...owner, 'x-lang': 'zh' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.msg).toBe('不能修改自己的角色或停用自己。');
    expect((await server.post('/api/admin/staff/me', {}, owner)).body.data.member.role).toBe('owner');
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('the audit log', () => {
  it('filters by actor, action, entity and time, and pages', async () => {
    const all = (await server.post('/api/admin/audit/list', { pageSize: 100 }, owner)).body.data;
    expect(all.total).toBe(await auditCount());
    expect(all.list.length).toBe(all.total);
    const byOwner = (await server.post('/api/admin/audit/list', { actorId: ownerId, pageSize: 100 }, owner)).body.data;
    expect(byOwner.total).toBeGreaterThan(0);
    expect(byOwner.list.every((r: { actorId: number }) => r.actorId === ownerId)).toBe(true);
    const invites = (await server.post('/api/admin/audit/list', { action: 'staff.invite' }, owner)).body.data;
    expect(invites.total).toBe(3);
    const staffRows = (await server.post('/api/admin/audit/list', { entity: 'staff', pageSize: 100 }, owner)).body.data;
    expect(staffRows.list.every((r: { entity: string }) => r.entity === 'staff')).toBe(true);
    const page2 = (await server.post('/api/admin/audit/list', { pageSize: 2, page: 2 }, owner)).body.data;
    expect(page2.list.map((r: { id: number }) => r.id)).toEqual(all.list.slice(2, 4).map((r: { id: number }) => r.id));
    const future = (await server.post('/api/admin/audit/list', { from: new Date(Date.now() + 3_600_000).toISOString() }, owner)).body.data;
    expect(future).toEqual({ list: [], total: 0 });
    const past = (await server.post('/api/admin/audit/list', { to: new Date(Date.now() - 3_600_000).toISOString() }, owner)).body.data;
    expect(past.total).toBe(0);
    expect((await server.post('/api/admin/audit/list', { from: 'yesterday' }, owner)).body.code).toBe(41);
  });
});
