/**
 * Sign-in and sign-up without the page's scripts: the forms post application/x-www-form-urlencoded
 * to their own page, as a browser does before hydration or with JavaScript off.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './accounts.schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { bootOf } from '../testing/shop-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const details = { firstName: 'Rosa', lastName: 'Reyes', birthday: '1991-03-04', password: 'secret-pass', agree: 'on' };

/** Posts the fields as a browser form from the shop's own page (its Origin). */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The session cookie a response sets, as the browser would send it back. */
function sessionCookie(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('x-auth='));
  return set ? set.split(';')[0] : null;
}

/** The auth form's settings in the page a refused post answers with (from its hydration data). */
async function formOf(res: Response) {
  const html = await res.text();
  const page = bootOf(html).hydration.loaderData.page;
  return { html, settings: page.pageBody.find((s: { type: string }) => s.type === 'auth-form').settings };
}

describe('sign-up posted as a form', () => {
  it('opens the account, sets the session cookie and goes on with 303 to where the shopper came from', async () => {
    const res = await postForm('/en/auth/signup?redirect=%2Fen%2Fcart', { ...details, account: 'rosa@example.com' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/cart');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^x-auth=.+/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('x-auth='))).toMatch(/SameSite=Lax/i);

    const center = await server.get('/en/user/center?request=route', { cookie: cookie! });
    expect(center.status).toBe(200);
    const payload = await center.json();
    const { user } = payload.pageBody.find((s: { type: string }) => s.type === 'account-center').settings;
    expect(user).toMatchObject({ email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Reyes', birthday: '1991-03-04' });
  });

  it('takes a mobile number, and goes to the account centre in the page language without a redirect', async () => {
    const res = await postForm('/zh/auth/signup', { ...details, account: '+63 917 555 0101' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/zh/user/center');
    const [user] = await server.db.select().from(users).where(eq(users.mobile, '+639175550101'));
    expect(user).toMatchObject({ firstName: 'Rosa', email: null });
  });

  it('shows the form again with every message beside its field, in the page language, keeping what was typed but the password', async () => {
    const res = await postForm('/zh-HK/auth/signup', {
      account: 'not-a-mail@',
      password: '123',
      firstName: 'Rosa',
      lastName: '',
      birthday: '',
      invitationCode: 'FRIEND',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const { html, settings } = await formOf(res);
    expect(settings.posted.errors).toEqual({
      account: '電郵格式不正確',
      password: '密碼長度須為 6–20 個字元',
      lastName: '請輸入姓氏',
      birthday: '請選擇生日',
      agree: '請先同意私隱政策及服務條款',
    });
    expect(settings.posted.values).toEqual({ account: 'not-a-mail@', firstName: 'Rosa', lastName: '', birthday: '', invitationCode: 'FRIEND', agree: false });
    // Rendered on the server: the messages beside their fields, tied to them for screen readers, the typed values kept.
    expect(html).toContain('請輸入姓氏');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="lastName"/);
    expect(html).toMatch(/<input[^>]*name="account"[^>]*value="not-a-mail@"/);
    expect(html).not.toContain('value="123"');
    expect(sessionCookie(res)).toBeNull();
  });

  it('answers a taken e-mail as a new sign-up, without opening the account, and tells its owner', async () => {
    const fresh = await postForm('/en/auth/signup', { ...details, account: 'rosa.new@example.com' });
    const res = await postForm('/en/auth/signup', { ...details, account: 'ROSA@example.com' });
    expect(res.status).toBe(fresh.status);
    expect(res.headers.get('location')).toBe(fresh.headers.get('location'));
    const names = (r: Response) => r.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(names(res)).toEqual(names(fresh));
    // The session cookie it sets opens nothing: the account page sends the shopper to sign in.
    const account = await fetch(`${server.url}/en/user/center`, { headers: { cookie: sessionCookie(res)! }, redirect: 'manual' });
    expect(account.headers.get('location')).toMatch(/\/en\/auth\/signin/);
    const outbox = path.join(server.config.dataDir, 'outbox');
    const toRosa = () => (existsSync(outbox) ? readdirSync(outbox) : []).filter((f) => f.endsWith('-rosa@example.com.eml'));
    await expect.poll(() => toRosa().some((f) => readFileSync(path.join(outbox, f), 'utf8').includes('Someone tried to create an account'))).toBe(true);
  });
});

describe('sign-in posted as a form', () => {
  it('signs in and goes back to the page the shopper came from, never to another site', async () => {
    const res = await postForm('/en/auth/signin?redirect=%2Fen%2Fcheckout%2Finformation', { account: 'rosa@example.com', password: 'secret-pass' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/checkout/information');
    expect(sessionCookie(res)).toBeTruthy();
    for (const redirect of ['//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
      const away = await postForm(`/en/auth/signin?redirect=${encodeURIComponent(redirect)}`, { account: 'rosa@example.com', password: 'secret-pass' });
      expect(away.headers.get('location'), redirect).toBe('/en/user/center');
    }
  });

  it('keeps a wrong password on the form beside the password field, in the page language, with the account kept', async () => {
    const res = await postForm('/fil/auth/signin', { account: 'rosa@example.com', password: 'wrong-pass' });
    expect(res.status).toBe(400);
    const { html, settings } = await formOf(res);
    expect(settings.posted).toMatchObject({ errors: { password: 'Mali ang account o password' }, formError: null });
    expect(settings.posted.values.account).toBe('rosa@example.com');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*-error"[^>]*name="password"/);
    expect(html).not.toContain('wrong-pass');
    expect(sessionCookie(res)).toBeNull();
  });

  it('refuses a form sent from another site, signing nobody in', async () => {
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await postForm('/en/auth/signin', { account: 'rosa@example.com', password: 'secret-pass' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(sessionCookie(res)).toBeNull();
      const { settings } = await formOf(res);
      expect(settings.posted.formError).toMatch(/another website/);
    }
    const before = (await server.db.select().from(users)).length;
    const signUp = await postForm('/en/auth/signup', { ...details, account: 'forged@example.com' }, { 'sec-fetch-site': 'cross-site' });
    expect(signUp.status).toBe(403);
    await signUp.text();
    expect(await server.db.select().from(users)).toHaveLength(before);
    const own = await postForm('/en/auth/signin', { account: 'rosa@example.com', password: 'secret-pass' }, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(303);
  });

  it('still sends another page’s early form back to its page, reading nothing from it', async () => {
    const res = await postForm('/en/search?q=dress', { q: 'dress' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/search?q=dress');
  });
});

describe('rate limits on posted forms', () => {
  it('shows too many attempts on the form, in the page language, with the account kept', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '2' });
    try {
      const post = () =>
        fetch(`${limited.url}/zh/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: limited.url },
          body: 'account=rosa%40example.com&password=wrong-pass',
          redirect: 'manual',
        });
      for (let i = 0; i < 2; i++) {
        const refused = await post();
        expect(refused.status).toBe(400);
        await refused.text();
      }
      const refused = await post();
      expect(refused.status).toBe(429);
      const { settings } = await formOf(refused);
      expect(settings.posted).toMatchObject({ formError: '操作过于频繁，请稍后再试。', values: { account: 'rosa@example.com' } });
    } finally {
      await limited.close();
    }
  });
});

describe('sign-out posted as a form', () => {
  /** A new customer's session cookie, from the sign-up form. */
  async function signedUp(account: string) {
    const res = await postForm('/zh/auth/signup', { ...details, account });
    return sessionCookie(res)!;
  }
  const accountPage = (cookie: string) => server.get('/zh/user/center?request=route', { cookie });

  it('ends the session, clears the cookies and goes to the home page in the page language', async () => {
    const cookie = await signedUp('signout-form@example.com');
    expect((await accountPage(cookie)).status).toBe(200);

    const res = await postForm('/zh/user/center', { intent: 'signout' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/zh\/?$/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('x-auth='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('signed_in='))).toBe(true);
    // The old cookie, sent again, no longer opens the account.
    expect((await accountPage(cookie)).status).toBe(401);
  });

  it('keeps the session when another site posts the form', async () => {
    const cookie = await signedUp('signout-cross@example.com');
    const res = await postForm('/zh/user/center', { intent: 'signout' }, { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect((await accountPage(cookie)).status).toBe(200);
  });
});
