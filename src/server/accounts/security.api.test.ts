/** The security centre's calls: devices, activity, password, e-mail and mobile changes, the profile and the avatar. */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { verificationCodes } from './accounts.schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'secret-pass';

interface Customer {
  email: string;
  /** Headers of the first device (Chrome on Windows). */
  first: Record<string, string>;
}

async function signUp(): Promise<Customer> {
  const email = `sec-${randomUUID()}@example.com`;
  const res = await server.post(
    '/api/web/auth/signup',
    { email, password: PASSWORD, firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true },
    { 'user-agent': CHROME },
  );
  expect(res.body.code).toBe(0);
  return { email, first: { 'x-auth': res.body.data.token, 'user-agent': CHROME } };
}

async function signIn(account: string, password = PASSWORD, agent = IPHONE): Promise<Record<string, string>> {
  const res = await server.post('/api/web/auth/signin', { account, password }, { 'user-agent': agent });
  expect(res.body.code).toBe(0);
  return { 'x-auth': res.body.data.token, 'user-agent': agent };
}

const call = (p: string, headers: Record<string, string>, body: unknown = {}) => server.post(`/api/web${p}`, body, headers);

/** The newest message in the outbox to `to` (an e-mail file, or a text message for a number). */
async function lastMessage(to: string): Promise<string> {
  const dir = path.join(server.config.dataDir, 'outbox');
  const safe = to.replace(/[^\w@.-]/g, '_');
  const files = (await readdir(dir)).filter((f) => f.includes(safe) || f.includes(`sms-${to}`)).sort();
  expect(files.length).toBeGreaterThan(0);
  return readFile(path.join(dir, files.at(-1)!), 'utf8');
}

async function codeSentTo(to: string): Promise<string> {
  const text = await lastMessage(to);
  const code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(0).join('\n'))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('devices', () => {
  it('lists each signed-in browser with its system, a masked address and this device first', async () => {
    const { email, first } = await signUp();
    await signIn(email);
    const res = await call('/user/devices', first);
    expect(res.body.code).toBe(0);
    const [mine, other] = res.body.data.list;
    expect(res.body.data.list).toHaveLength(2);
    expect(mine).toMatchObject({ current: true, browser: 'Chrome 126', os: 'Windows', ip: '127.0.0.*' });
    expect(other).toMatchObject({ current: false, browser: 'Safari 17', os: 'iOS 17' });
    expect(Date.parse(mine.firstSeen)).not.toBeNaN();
    expect(Date.parse(mine.lastSeen)).toBeGreaterThanOrEqual(Date.parse(mine.firstSeen));
  });

  it('signs out one other device: its next call answers code 50, and the activity shows it', async () => {
    const { email, first } = await signUp();
    const phone = await signIn(email);
    const other = (await call('/user/devices', first)).body.data.list.find((d: { current: boolean }) => !d.current);
    const res = await call('/user/devices/signOut', first, { id: other.id });
    expect(res.body.code).toBe(0);
    expect(res.body.data.list).toHaveLength(1);
    expect((await call('/user/info', phone)).body.code).toBe(50);
    expect((await call('/user/info', first)).body.code).toBe(0);
    const events = (await call('/user/activity', first)).body.data.list.map((e: { kind: string }) => e.kind);
    expect(events[0]).toBe('device_signed_out');
  });

  it("another customer's device, or one already signed out, is not found", async () => {
    const a = await signUp();
    const b = await signUp();
    const bDevice = (await call('/user/devices', b.first)).body.data.list[0];
    const res = await call('/user/devices/signOut', a.first, { id: bDevice.id });
    expect(res.status).toBe(404);
    expect((await call('/user/info', b.first)).body.code).toBe(0);
    const phone = await signIn(a.email);
    const other = (await call('/user/devices', a.first)).body.data.list.find((d: { current: boolean }) => !d.current);
    await call('/user/devices/signOut', a.first, { id: other.id });
    expect((await call('/user/devices/signOut', a.first, { id: other.id })).status).toBe(404);
    expect((await call('/user/info', phone)).body.code).toBe(50);
  });

  it('signs out every other device at once', async () => {
    const { email, first } = await signUp();
    const phone = await signIn(email);
    const laptop = await signIn(email, PASSWORD, CHROME);
    const res = await call('/user/devices/signOutOthers', first);
    expect(res.body.data.list).toHaveLength(1);
    expect((await call('/user/info', phone)).body.code).toBe(50);
    expect((await call('/user/info', laptop)).body.code).toBe(50);
    expect((await call('/user/info', first)).body.code).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    expect((await call('/user/devices', {})).body.code).toBe(50);
    expect((await call('/user/activity', {})).body.code).toBe(50);
  });
});

describe('activity', () => {
  it('lists sign-ins, failed sign-ins and changes, newest first, with device and masked address', async () => {
    const { email, first } = await signUp();
    const failed = await server.post('/api/web/auth/signin', { account: email, password: 'not-the-password' }, { 'user-agent': IPHONE });
    expect(failed.body.code).not.toBe(0);
    await signIn(email);
    await call('/user/devices/signOutOthers', first);
    const res = await call('/user/activity', first);
    expect(res.body.data.list.map((e: { kind: string }) => e.kind)).toEqual(['other_devices_signed_out', 'sign_in', 'sign_in_failed', 'sign_in']);
    expect(res.body.data.list[2]).toMatchObject({ device: 'Safari 17 · iOS 17', ip: '127.0.0.*' });
    expect(res.body.data.more).toBe(false);
  });

  it("shows only the customer's own events", async () => {
    const a = await signUp();
    const b = await signUp();
    await server.post('/api/web/auth/signin', { account: b.email, password: 'wrong-password' });
    expect((await call('/user/activity', a.first)).body.data.list).toHaveLength(1);
  });

  it('is never rewritten', async () => {
    await signUp();
    await expect(server.db.execute(sql`update account_events set kind = 'sign_in'`)).rejects.toThrow();
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const { first } = await signUp();
    const res = await call('/user/editPassword', first, { oldPassword: 'wrong-one', newPassword: 'new-secret' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field: 'oldPassword' });
    expect(res.body.msg).toBe('Your current password is not right');
    expect((await call('/user/editPassword', { ...first, 'x-lang': 'zh' }, { oldPassword: 'wrong-one', newPassword: 'new-secret' })).body.msg).toBe('当前密码不正确');
  });

  it('keeps the password rules', async () => {
    const { first } = await signUp();
    const res = await call('/user/editPassword', first, { oldPassword: PASSWORD, newPassword: '123' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field: 'newPassword' });
  });

  it('ends every other session, gives this device a new one and sends a message', async () => {
    const { email, first } = await signUp();
    const phone = await signIn(email);
    const res = await fetch(`${server.url}/api/web/user/editPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...first },
      body: JSON.stringify({ oldPassword: PASSWORD, newPassword: 'brand-new-pass' }),
    });
    const body = await res.json();
    expect(body.code).toBe(0);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('x-auth='))).toContain(body.data.token);
    expect((await call('/user/info', first)).body.code).toBe(50);
    expect((await call('/user/info', phone)).body.code).toBe(50);
    const renewed = { 'x-auth': body.data.token, 'user-agent': CHROME };
    expect((await call('/user/info', renewed)).body.code).toBe(0);
    expect((await server.post('/api/web/auth/signin', { account: email, password: PASSWORD })).body.code).not.toBe(0);
    await signIn(email, 'brand-new-pass');
    expect(await lastMessage(email)).toMatch(/password was changed/);
    const kinds = (await call('/user/activity', renewed)).body.data.list.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 3)).toEqual(['sign_in', 'sign_in_failed', 'password_changed']);
    expect((await call('/user/devices', renewed)).body.data.list.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
  });
});

describe('change e-mail', () => {
  it('is confirmed by the code sent to the new address, which then works once only', async () => {
    const { first } = await signUp();
    const next = `new-${randomUUID()}@example.com`;
    const sent = await call('/user/editEmail', first, { email: next });
    expect(sent.body.data).toEqual({ sent: true, user: null });
    const code = await codeSentTo(next);
    const bad = await call('/user/editEmail', first, { email: next, code: wrong(code) });
    expect(bad.body.msg).toBe('That code is not right. 4 tries left.');
    expect(bad.body.data).toEqual({ field: 'code' });
    const done = await call('/user/editEmail', first, { email: next, code });
    expect(done.body.code).toBe(0);
    expect(done.body.data.user).toMatchObject({ email: next, emailVerified: true });
    expect((await call('/user/info', first)).body.data.email).toBe(next);
    const again = await call('/user/editEmail', first, { email: next, code });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('Verification code expired');
    expect((await call('/user/activity', first)).body.data.list[0].kind).toBe('email_changed');
    await signIn(next);
  });

  it('refuses an expired code', async () => {
    const { first } = await signUp();
    const next = `late-${randomUUID()}@example.com`;
    await call('/user/editEmail', first, { email: next });
    const code = await codeSentTo(next);
    const [row] = await server.db.select().from(verificationCodes).orderBy(desc(verificationCodes.id)).limit(1);
    await server.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.id, row.id));
    const res = await call('/user/editEmail', first, { email: next, code });
    expect(res.body.msg).toBe('Verification code expired');
    expect((await call('/user/info', first)).body.data.email).not.toBe(next);
  });

  it('stops taking a code after five wrong tries, even the right one', async () => {
    const { first } = await signUp();
    const next = `guess-${randomUUID()}@example.com`;
    await call('/user/editEmail', first, { email: next });
    const code = await codeSentTo(next);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call('/user/editEmail', first, { email: next, code: wrong(code) })).body.msg);
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `That code is not right. ${n} ${n === 1 ? 'try' : 'tries'} left.`));
    expect(answers[4]).toBe('Too many wrong codes. Please ask for a new code.');
    const right = await call('/user/editEmail', first, { email: next, code });
    expect(right.status).toBe(429);
    expect((await call('/user/info', first)).body.data.email).not.toBe(next);
  });

  it('a code is only for the address it was sent to, and a new code replaces the old one', async () => {
    const { first } = await signUp();
    const next = `one-${randomUUID()}@example.com`;
    await call('/user/editEmail', first, { email: next });
    const old = await codeSentTo(next);
    expect((await call('/user/editEmail', first, { email: `other-${randomUUID()}@example.com`, code: old })).body.msg).toBe('Verification code expired');
    await call('/user/editEmail', first, { email: next });
    const fresh = await codeSentTo(next);
    if (fresh !== old) expect((await call('/user/editEmail', first, { email: next, code: old })).body.code).not.toBe(0);
    expect((await call('/user/editEmail', first, { email: next, code: fresh })).body.code).toBe(0);
  });

  it("refuses another account's address and the customer's own", async () => {
    const a = await signUp();
    const b = await signUp();
    const taken = await call('/user/editEmail', a.first, { email: b.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual({ field: 'email' });
    const same = await call('/user/editEmail', a.first, { email: a.email });
    expect(same.status).toBe(400);
  });
});

describe('change mobile', () => {
  it('is confirmed by a code sent as a text message', async () => {
    const { first } = await signUp();
    const number = `+63917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const sent = await call('/user/editMobile', first, { mobile: number.replace(/^\+63/, '+63 ') });
    expect(sent.body.data.sent).toBe(true);
    const code = await codeSentTo(number);
    const done = await call('/user/editMobile', first, { mobile: number, code });
    expect(done.body.data.user.mobile).toBe(number);
    expect((await call('/user/activity', first)).body.data.list[0].kind).toBe('mobile_changed');
    await signIn(number);
  });

  it('refuses a number that is not one', async () => {
    const { first } = await signUp();
    const res = await call('/user/editMobile', first, { mobile: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ field: 'mobile' });
  });
});

describe('profile', () => {
  it('edits the name and the personal information', async () => {
    const { first } = await signUp();
    expect((await call('/user/editName', first, { firstName: ' Maria ', lastName: 'Santos' })).body.data).toMatchObject({ firstName: 'Maria', lastName: 'Santos' });
    const info = await call('/user/editInfo', first, { nickname: 'Mari', birthday: '1988-02-29', bio: 'Likes tea.' });
    expect(info.body.code).toBe(0);
    expect((await call('/user/info', first)).body.data).toMatchObject({ firstName: 'Maria', nickname: 'Mari', birthday: '1988-02-29', bio: 'Likes tea.' });
  });

  it('requires the first and last name and the birthday (spec §5)', async () => {
    const { first } = await signUp();
    const name = await call('/user/editName', first, { firstName: ' ', lastName: 'Santos' });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({ msg: 'First name is required', data: { field: 'firstName' } });
    const info = await call('/user/editInfo', first, { nickname: 'M', birthday: '' });
    expect(info.body).toMatchObject({ msg: 'Birthday is required', data: { field: 'birthday' } });
    expect((await call('/user/editInfo', first, { birthday: '2990-01-01' })).body.data).toEqual({ field: 'birthday' });
  });
});

describe('avatar', () => {
  const upload = (headers: Record<string, string>, bytes: Buffer, name = 'me.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return fetch(`${server.url}/api/web/user/editAvatar`, { method: 'POST', headers, body: form }).then(async (r) => ({ status: r.status, body: await r.json() }));
  };

  it('turns a PNG into square WebP files of 256 and 64 px without its metadata', async () => {
    const { first } = await signUp();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#4a00ff' } })
      .png()
      .withExif({ IFD0: { Copyright: 'private', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(first, png);
    expect(res.body.code).toBe(0);
    const url: string = res.body.data.avatar;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+\/[0-9a-f]+-256\.webp$/);
    for (const [file, size] of [
      [url, 256],
      [url.replace('-256.webp', '-64.webp'), 64],
    ] as const) {
      const served = await server.get(file);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
    }
    expect((await call('/user/info', first)).body.data.avatar).toBe(url);
  });

  it('refuses a file that is not a picture, whatever it is called', async () => {
    const { first } = await signUp();
    const res = await upload(first, Buffer.from('hello, this is text'), 'me.png');
    expect(res.status).toBe(415);
    expect(res.body.msg).toBe('Please choose a JPEG, PNG, GIF or WebP picture');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    expect((await upload(first, svg, 'me.svg', 'image/svg+xml')).status).toBe(415);
    expect((await call('/user/info', first)).body.data.avatar).toBeNull();
  });

  it('refuses a broken picture and one over 5 MB', async () => {
    const { first } = await signUp();
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(first, Buffer.concat([header, Buffer.alloc(100, 1)]))).status).toBe(415);
    const big = await upload(first, Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024, 1)]));
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('The picture must be 5 MB or smaller');
  });

  it('needs a signed-in customer and a file', async () => {
    const { first } = await signUp();
    expect((await upload({}, Buffer.from('x'))).body.code).toBe(50);
    const empty = await fetch(`${server.url}/api/web/user/editAvatar`, { method: 'POST', headers: first, body: new FormData() });
    expect(empty.status).toBe(415);
  });
});
