import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from '../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const home = {
  firstName: 'Ana',
  lastName: 'Cruz',
  country: 'US',
  state: 'TX',
  city: 'Austin',
  postalCode: '78701',
  addressLine: '1 Main St',
  countryCode: '+1',
  phone: '5125550100',
};
const work = { ...home, addressLine: '500 Congress Ave', postalCode: '78702' };
const hongKong = { firstName: 'Wing', lastName: 'Chan', country: 'HK', city: 'Kowloon', addressLine: '8 Nathan Rd', countryCode: '+852', phone: '91234567' };

type Saved = { id: number; isDefault: boolean; addressLine: string };
const save = (who: Record<string, string>, body: object, lang = 'en') => server.post<{ list: Saved[] }>('/api/web/address/save', body, { ...who, 'x-lang': lang });

describe('the address book', () => {
  it('makes the first address the default and switches the default to the one chosen', async () => {
    const ana = await customerSession(server);
    expect((await save(ana, home)).body.data.list).toMatchObject([{ addressLine: '1 Main St', isDefault: true }]);
    const two = (await save(ana, work)).body.data.list;
    expect(two.map((a) => [a.addressLine, a.isDefault])).toEqual([
      ['1 Main St', true],
      ['500 Congress Ave', false],
    ]);
    const second = two.find((a) => a.addressLine === '500 Congress Ave')!;
    const switched = await server.post<{ list: Saved[] }>('/api/web/address/setDefault', { id: second.id }, ana);
    expect(switched.body.code).toBe(0);
    // The default comes first, and only one address is the default.
    expect(switched.body.data.list.map((a) => [a.addressLine, a.isDefault])).toEqual([
      ['500 Congress Ave', true],
      ['1 Main St', false],
    ]);
    // Saving another address as the default moves the default again.
    const third = await save(ana, { ...home, addressLine: '9 Lamar Blvd', isDefault: true });
    expect(third.body.data.list.filter((a) => a.isDefault).map((a) => a.addressLine)).toEqual(['9 Lamar Blvd']);
  });

  it('hands the default to another address when the default is deleted', async () => {
    const bo = await customerSession(server);
    await save(bo, home);
    const list = (await save(bo, work)).body.data.list;
    const after = await server.post<{ list: Saved[] }>('/api/web/address/delete', { id: list[0].id }, bo);
    expect(after.body.data.list).toMatchObject([{ addressLine: '500 Congress Ave', isDefault: true }]);
  });

  it("answers 404 for another customer's address, and changes nothing", async () => {
    const owner = await customerSession(server);
    const other = await customerSession(server);
    const [mine] = (await save(owner, home)).body.data.list;
    for (const [path, body] of [
      ['/api/web/address/save', { ...work, id: mine.id }],
      ['/api/web/address/setDefault', { id: mine.id }],
      ['/api/web/address/delete', { id: mine.id }],
    ] as const) {
      const res = await server.post(path, body, other);
      expect(res.status, path).toBe(404);
    }
    expect((await server.post<{ list: Saved[] }>('/api/web/address/list', {}, owner)).body.data.list).toMatchObject([{ id: mine.id, addressLine: '1 Main St' }]);
  });

  it("checks each country's rules and answers the field in the shopper's language", async () => {
    const cy = await customerSession(server);
    const noState = await save(cy, { ...home, state: '' });
    expect(noState.status).toBe(400);
    expect(noState.body).toMatchObject({ code: 41, msg: 'Please select State/province', data: { field: 'state' } });
    const unknownState = await save(cy, { ...home, state: 'Ontario' }, 'zh');
    expect(unknownState.body.data).toEqual({ field: 'state' });
    expect(unknownState.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const noPostal = await save(cy, { ...home, postalCode: '' }, 'fil');
    expect(noPostal.body.data).toEqual({ field: 'postalCode' });
    expect(noPostal.body.msg).not.toBe('Postal code is required');
    const noCountryCode = await save(cy, { ...home, countryCode: '' });
    expect(noCountryCode.body).toMatchObject({ msg: 'Please select a country code', data: { field: 'countryCode' } });
    const badPhone = await save(cy, { ...home, phone: '0123' }, 'zh-HK');
    expect(badPhone.body.data).toEqual({ field: 'phone' });
    expect(badPhone.body.msg).toMatch(/[\u4e00-\u9fff]/);
    // Hong Kong has no postal codes and no list of states.
    expect((await save(cy, hongKong)).body.code).toBe(0);
    expect((await server.post<{ list: Saved[] }>('/api/web/address/list', {}, cy)).body.data.list).toHaveLength(1);
  });

  it('is for signed-in customers only', async () => {
    expect((await server.post('/api/web/address/list', {})).status).toBe(401);
  });

  it('serves the address book screen with the saved addresses, under the configured user path', async () => {
    const di = await customerSession(server);
    await save(di, home);
    const payload = await (await server.get('/zh/user/address?request=route', di)).json();
    expect(payload.status).toBe(200);
    const book = payload.pageBody.find((s: { type: string }) => s.type === 'address-book');
    expect(book.settings.list).toMatchObject([{ addressLine: '1 Main St', isDefault: true }]);
    expect(book.settings.countries.find((c: { code: string }) => c.code === 'US').name).toBe('美国');
  });
});
