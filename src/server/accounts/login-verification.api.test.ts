/** Login e-mail verification: the switch, the code a new browser is asked for, and the browser it remembers. */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { loginChallenges } from './accounts.schema.ts';
import { bootOf } from '../testing/shop-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'secret-pass';

interface Answer {
  status: number;
  body: { code: number; msg: string; data: any };
}

/** A browser: it keeps the cookies the shop sets and sends them back, as a real one does. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly agent: string) {}

  async post(p: string, body: unknown = {}): Promise<Answer> {
    const response = await fetch(server.url + '/api/web' + p, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': this.agent,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const gone = !value || attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  signIn(account: string, password = PASSWORD) {
    return this.post('/auth/signin', { account, password });
  }
}

async function signUp(): Promise<{ email: string; home: Browser }> {
  const email = `lv-${randomUUID()}@example.com`;
  const home = new Browser(CHROME);
  const res = await home.post('/auth/signup', { email, password: PASSWORD, firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true });
  expect(res.body.code).toBe(0);
  // The first sign-in on this browser makes it a device the account knows.
  expect((await home.signIn(email)).body.data.token).toBeTruthy();
  return { email, home };
}

async function turnOn(home: Browser) {
  const res = await home.post('/user/loginVerification', { enabled: true, password: PASSWORD });
  expect(res.body.code).toBe(0);
  expect(res.body.data).toEqual({ enabled: true });
}

async function messagesTo(to: string): Promise<string[]> {
  const dir = path.join(server.config.dataDir, 'outbox');
  const safe = to.replace(/[^\w@.-]/g, '_');
  const files = (await readdir(dir)).filter((f) => f.includes(safe)).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** The code in the newest sign-in code e-mail to `to`. */
async function loginCode(to: string): Promise<string> {
  const codes = (await messagesTo(to)).filter((m) => /verification code/i.test(m) && /sign/i.test(m));
  const code = /\b(\d{6})\b/.exec(codes.at(-1) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function activityKinds(browser: Browser): Promise<string[]> {
  const res = await browser.post('/user/activity');
  return res.body.data.list.map((e: { kind: string }) => e.kind);
}

describe('the login verification switch', () => {
  it('asks for the current password, and is an activity row and an e-mail to the owner either way', async () => {
    const { email, home } = await signUp();
    const wrong = await home.post('/user/loginVerification', { enabled: true, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ field: 'password' });

    await turnOn(home);
    expect((await messagesTo(email)).at(-1)).toMatch(/login verification/i);
    const off = await home.post('/user/loginVerification', { enabled: false, password: PASSWORD });
    expect(off.body.code).toBe(0);
    expect((await messagesTo(email)).at(-1)).toMatch(/turned off/i);
    expect((await activityKinds(home)).slice(0, 2)).toEqual(['login_verification_off', 'login_verification_on']);
  });

  it('off: a new browser signs in with the password alone', async () => {
    const { email } = await signUp();
    const res = await new Browser(IPHONE).signIn(email);
    expect(res.body.data.token).toBeTruthy();
  });
});

describe('a sign-in from a browser the account does not know', () => {
  it('gets no session but a code by e-mail; the code signs it in and it is remembered', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);

    const pending = await phone.signIn(email);
    expect(pending.body.code).toBe(0);
    expect(pending.body.data).toEqual({ codeSent: true, sentTo: expect.stringMatching(/^l•••@example\.com$/), resendSeconds: 60 });
    expect(pending.body.data.token).toBeUndefined();
    expect(phone.cookies.has('x-auth')).toBe(false);
    // No session yet: the account's calls refuse it.
    expect((await phone.post('/user/info')).body.code).toBe(50);

    const done = await phone.post('/auth/signin/code', { code: await loginCode(email) });
    expect(done.body.code).toBe(0);
    expect(done.body.data.user.email).toBe(email);
    expect((await phone.post('/user/info')).body.data.email).toBe(email);

    // Signed out, the same browser signs in again without a code.
    await phone.post('/auth/signout');
    const again = await phone.signIn(email);
    expect(again.body.data.token).toBeTruthy();
    // The browser that turned the switch on is known too.
    expect((await home.signIn(email)).body.data.token).toBeTruthy();
  });

  it('locks after five wrong codes, and then even the right code fails; the failures are in the activity', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);
    await phone.signIn(email);
    const code = await loginCode(email);
    for (let left = 4; left >= 1; left--) {
      const res = await phone.post('/auth/signin/code', { code: otherCode(code) });
      expect(res.body.msg).toBe(left === 1 ? 'That code is not right. 1 try left.' : `That code is not right. ${left} tries left.`);
    }
    const fifth = await phone.post('/auth/signin/code', { code: otherCode(code) });
    expect(fifth.status).toBe(429);
    const right = await phone.post('/auth/signin/code', { code });
    expect(right.status).toBe(429);
    expect(right.body.data?.token).toBeUndefined();
    expect(phone.cookies.has('x-auth')).toBe(false);
    const kinds = await activityKinds(home);
    expect(kinds.filter((k) => k === 'sign_in_code_failed')).toHaveLength(4);
    expect(kinds[0]).toBe('sign_in_code_locked');
  });

  it('refuses an expired code', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);
    await phone.signIn(email);
    const code = await loginCode(email);
    // Ten minutes later.
    await server.db.update(loginChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await phone.post('/auth/signin/code', { code });
    expect(res.body.code).not.toBe(0);
    expect(res.body.msg).toBe('Verification code expired');
  });

  it('refuses a code used once already', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);
    await phone.signIn(email);
    const ticket = phone.cookies.get('signin_pending')!;
    const code = await loginCode(email);
    expect((await phone.post('/auth/signin/code', { code })).body.code).toBe(0);
    // The pending cookie is gone once used; sent again, it opens nothing.
    expect(phone.cookies.has('signin_pending')).toBe(false);
    const copy = new Browser(IPHONE);
    copy.cookies.set('signin_pending', ticket);
    const reused = await copy.post('/auth/signin/code', { code });
    expect(reused.body.msg).toBe('Verification code expired');
    expect(copy.cookies.has('x-auth')).toBe(false);
  });

  it('cannot be completed from another browser, and a new code replaces the old one', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);
    await phone.signIn(email);
    const phoneCode = await loginCode(email);

    // Another browser that never gave the password has no sign-in to complete.
    const stranger = new Browser(CHROME);
    const stolen = await stranger.post('/auth/signin/code', { code: phoneCode });
    expect(stolen.body.msg).toBe('Verification code expired');
    expect(stranger.cookies.has('x-auth')).toBe(false);

    // A second browser's own sign-in: its code is not the phone's, and the phone's code is no longer any good.
    const laptop = new Browser(CHROME);
    await laptop.signIn(email);
    const laptopCode = await loginCode(email);
    const crossed = await laptop.post('/auth/signin/code', { code: phoneCode });
    expect(crossed.body.code).not.toBe(0);
    expect((await phone.post('/auth/signin/code', { code: laptopCode })).body.msg).toBe('Verification code expired');
    expect((await laptop.post('/auth/signin/code', { code: laptopCode })).body.code).toBe(0);
  });

  it('sends another code after the cooldown, and only the new one works', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);
    await phone.signIn(email);
    const first = await loginCode(email);
    const early = await phone.post('/auth/signin/resend');
    expect(early.status).toBe(429);
    await server.db.update(loginChallenges).set({ sentAt: sql`now() - interval '61 seconds'` });
    const resent = await phone.post('/auth/signin/resend');
    expect(resent.body.data).toMatchObject({ codeSent: true });
    const second = await loginCode(email);
    if (second !== first) expect((await phone.post('/auth/signin/code', { code: first })).body.code).not.toBe(0);
    expect((await phone.post('/auth/signin/code', { code: second })).body.code).toBe(0);
  });
});

describe('the code step without scripts', () => {
  /** Posts a form from the shop's own page with the browser's cookies; keeps the cookies it sets. */
  async function postForm(browser: Browser, p: string, fields: Record<string, string>) {
    const res = await fetch(server.url + p, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'user-agent': browser.agent,
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) browser.cookies.delete(name);
      else browser.cookies.set(name, value);
    }
    return res;
  }

  /** The auth form's settings in the page the post answered with (from its hydration data). */
  async function formOf(res: Response) {
    const html = await res.text();
    return bootOf(html).hydration.loaderData.page.pageBody.find((s: { type: string }) => s.type === 'auth-form').settings;
  }

  it('shows the code step instead of signing in, and the posted code signs this browser in', async () => {
    const { email, home } = await signUp();
    await turnOn(home);
    const phone = new Browser(IPHONE);
    const pending = await postForm(phone, '/en/auth/signin?redirect=%2Fen%2Fcart', { account: email, password: PASSWORD });
    expect(pending.status).toBe(200);
    expect(phone.cookies.has('x-auth')).toBe(false);
    expect(phone.cookies.has('signin_pending')).toBe(true);
    const step = await formOf(pending);
    expect(step.posted).toMatchObject({ codeSentTo: 'l•••@example.com', values: { account: email } });

    const code = await loginCode(email);
    const wrong = await postForm(phone, '/en/auth/signin?redirect=%2Fen%2Fcart', { code: otherCode(code), sentTo: 'l•••@example.com' });
    expect(wrong.status).toBe(400);
    expect((await formOf(wrong)).posted).toMatchObject({ codeSentTo: 'l•••@example.com', errors: { code: 'That code is not right. 4 tries left.' } });
    expect(phone.cookies.has('x-auth')).toBe(false);

    const done = await postForm(phone, '/en/auth/signin?redirect=%2Fen%2Fcart', { code, sentTo: 'l•••@example.com' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/en/cart');
    expect(phone.cookies.has('x-auth')).toBe(true);
    expect(phone.cookies.has('signin_pending')).toBe(false);
    // Remembered: the next form sign-in goes straight through.
    phone.cookies.delete('x-auth');
    const again = await postForm(phone, '/en/auth/signin', { account: email, password: PASSWORD });
    expect(again.status).toBe(303);
  });
});
