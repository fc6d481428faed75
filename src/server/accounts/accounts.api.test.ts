import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from './accounts.schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const details = { password: 'secret-pass', firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true };
const signUp = (email: string, extra: Record<string, unknown> = {}) => server.post('/api/web/auth/signup', { email, ...details, ...extra });

describe('sign-up', () => {
  it('creates an account with an argon2id hash and signs the new customer in', async () => {
    const { status, body } = await signUp('ana@example.com');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.user).toMatchObject({ email: 'ana@example.com', firstName: 'Ana' });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const [user] = await server.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const info = await server.post('/api/web/user/info', {}, { 'x-auth': body.data.token });
    expect(info.body.data.email).toBe('ana@example.com');
  });

  it('creates no second account for an e-mail that is taken, whatever its case', async () => {
    await signUp('bo@example.com');
    const { status, body } = await signUp('BO@example.com');
    // Answered as a new sign-up would be (sign-up does not tell who has an account), but nothing is opened.
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect((await server.post('/api/web/user/info', {}, { 'x-auth': body.data.token })).status).toBe(401);
    expect(
      await server.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'bo@example.com'`),
    ).toHaveLength(1);
  });

  it('answers the spec messages in the request language and writes nothing', async () => {
    const before = await server.db.select().from(users);
    const noAgree = await server.post('/api/web/auth/signup', { ...details, email: 'x@example.com', agree: undefined }, { 'x-lang': 'zh' });
    expect(noAgree.status).toBe(400);
    expect(noAgree.body.code).toBe(41);
    expect(noAgree.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const short = await server.post('/api/web/auth/signup', { ...details, email: 'x@example.com', password: '123', agree: true });
    expect(short.body.msg).toBe('Password must be 6–20 characters');
    const badEmail = await server.post('/api/web/auth/signup', { ...details, email: 'not-an-email', password: 'secret-pass', agree: true });
    expect(badEmail.body.msg).toMatch(/e-mail/i);
    const unknown = await server.post('/api/web/auth/signup', { ...details, email: 'x@example.com', password: 'secret-pass', agree: true, role: 'owner' });
    expect(unknown.body.code).toBe(41);
    expect(unknown.body.msg).toContain('role');
    const wrongType = await server.post('/api/web/auth/signup', { ...details, email: 42, password: 'secret-pass', agree: true });
    expect(wrongType.body.code).toBe(41);
    const huge = await server.post('/api/web/auth/signup', { ...details, email: `${'a'.repeat(300)}@example.com`, password: 'secret-pass', agree: true });
    expect(huge.body.code).toBe(41);
    expect(await server.db.select().from(users)).toHaveLength(before.length);
  });
});

describe('sign-up details (spec §5)', () => {
  it('requires first name, last name and birthday, each with its own message, and keeps them on the account', async () => {
    const missing = (field: string) => server.post('/api/web/auth/signup', { ...details, email: `${field}@example.com`, [field]: undefined });
    expect((await missing('firstName')).body).toMatchObject({ code: 41, msg: 'First name is required', data: { field: 'firstName' } });
    expect((await missing('lastName')).body).toMatchObject({ code: 41, msg: 'Last name is required', data: { field: 'lastName' } });
    expect((await missing('birthday')).body).toMatchObject({ code: 41, msg: 'Birthday is required', data: { field: 'birthday' } });
    const blank = await server.post('/api/web/auth/signup', { ...details, email: 'blank@example.com', firstName: '  ' }, { 'x-lang': 'zh-HK' });
    expect(blank.body).toMatchObject({ code: 41, msg: '請輸入名字', data: { field: 'firstName' } });
    for (const birthday of ['2001-02-29', '17/05/1990', '1899-12-31', `${new Date().getFullYear() + 1}-01-01`]) {
      const bad = await server.post('/api/web/auth/signup', { ...details, email: 'born@example.com', birthday });
      expect(bad.body, birthday).toMatchObject({ code: 41, msg: 'Please enter a valid date of birth', data: { field: 'birthday' } });
    }
    expect((await server.db.select().from(users).where(eq(users.email, 'born@example.com'))).length).toBe(0);

    const { body } = await signUp('gil@example.com', { firstName: ' Gil ', lastName: 'Santos', birthday: '2000-02-29' });
    expect(body.data.user).toMatchObject({ firstName: 'Gil', lastName: 'Santos', birthday: '2000-02-29', email: 'gil@example.com', mobile: null });
    const info = await server.post('/api/web/user/info', {}, { 'x-auth': body.data.token });
    expect(info.body.data).toMatchObject({ firstName: 'Gil', lastName: 'Santos', birthday: '2000-02-29' });
  });

  it('opens an account with a mobile number instead of an e-mail, which then signs in however the number is written', async () => {
    const { status, body } = await server.post('/api/web/auth/signup', { ...details, mobile: '+63 917-123-4567' });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ mobile: '+639171234567', email: null, firstName: 'Ana' });
    for (const account of ['+639171234567', '+63 917 123 4567', '63 (917) 123-4567']) {
      const signIn = await server.post('/api/web/auth/signin', { account, password: 'secret-pass' });
      expect(signIn.body.data?.user.mobile, account).toBe('+639171234567');
    }
    const wrong = await server.post('/api/web/auth/signin', { account: '+639171234567', password: 'not-the-pass' });
    expect(wrong.body).toMatchObject({ code: 41, msg: 'Incorrect account or password', data: { field: 'password' } });

    // A taken number is answered as a new one would be, and opens nothing.
    const taken = await server.post('/api/web/auth/signup', { ...details, mobile: '639171234567' });
    expect(taken.status).toBe(200);
    expect(taken.body.data.user).toMatchObject({ mobile: '+639171234567', email: null });
    expect((await server.post('/api/web/user/info', {}, { 'x-auth': taken.body.data.token })).status).toBe(401);
    expect(await server.db.select().from(users).where(eq(users.mobile, '+639171234567'))).toHaveLength(1);
  });

  it('takes exactly one of e-mail and mobile number, each in its format', async () => {
    const before = await server.db.select().from(users);
    const neither = await server.post('/api/web/auth/signup', details);
    expect(neither.body).toMatchObject({ code: 41, msg: 'Please enter your e-mail or mobile number', data: { field: 'email' } });
    const both = await server.post('/api/web/auth/signup', { ...details, email: 'both@example.com', mobile: '+639170000000' });
    expect(both.body).toMatchObject({ code: 41, msg: 'Enter an e-mail or a mobile number, not both', data: { field: 'mobile' } });
    for (const mobile of ['0917 123 4567', '+1234567890123456', 'call me']) {
      const bad = await server.post('/api/web/auth/signup', { ...details, mobile });
      expect(bad.body, mobile).toMatchObject({ code: 41, msg: 'Please enter a valid e-mail or mobile number', data: { field: 'mobile' } });
    }
    expect(await server.db.select().from(users)).toHaveLength(before.length);
  });
});

describe('sign-in and sessions', () => {
  it('signs in by e-mail, records the device, and signs out that device only', async () => {
    await signUp('cy@example.com');
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
    const a = await server.post('/api/web/auth/signin', { account: 'CY@example.com', password: 'secret-pass' }, { 'user-agent': ua });
    const b = await server.post('/api/web/auth/signin', { account: 'cy@example.com', password: 'secret-pass' });
    expect(a.body.code).toBe(0);
    const rows = await server.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, 'cy@example.com'));
    expect(rows.map((r) => r.sessions.device)).toContain('Chrome 120 · Linux');
    expect(rows.every((r) => r.sessions.tokenHash !== a.body.data.token)).toBe(true);

    const out = await server.post('/api/web/auth/signout', {}, { 'x-auth': a.body.data.token });
    expect(out.body.code).toBe(0);
    const revoked = await server.post('/api/web/user/info', {}, { 'x-auth': a.body.data.token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(50);
    const other = await server.post('/api/web/user/info', {}, { 'x-auth': b.body.data.token });
    expect(other.body.code).toBe(0);
  });

  it('reads the token from the cookie too, but never from the URL (where it would land in logs)', async () => {
    const { body } = await signUp('di@example.com');
    const viaCookie = await server.post('/api/web/user/info', {}, { cookie: `x-auth=${body.data.token}` });
    expect(viaCookie.body.data.email).toBe('di@example.com');
    const viaQuery = await server.post(`/api/web/user/info?x-auth=${body.data.token}`, {});
    expect(viaQuery.body.code).toBe(50);
  });

  it('answers code 50 for a bad token and the same message for a wrong password as for an unknown account', async () => {
    const bad = await server.post('/api/web/user/info', {}, { 'x-auth': 'forged' });
    expect(bad.body.code).toBe(50);
    await signUp('ed@example.com');
    const wrong = await server.post('/api/web/auth/signin', { account: 'ed@example.com', password: 'wrong-pass' });
    const missing = await server.post('/api/web/auth/signin', { account: 'nobody@example.com', password: 'wrong-pass' });
    expect(wrong.body.code).toBe(41);
    expect(wrong.body.msg).toBe(missing.body.msg);
  });

  it('keeps customers out of the merchant API', async () => {
    const { body } = await signUp('fy@example.com');
    const staff = await server.post('/api/admin/user/info', {}, { 'x-auth': body.data.token });
    expect(staff.status).toBe(403);
    expect(staff.body.code).toBe(30);
    const signin = await server.post('/api/admin/auth/signin', { account: 'fy@example.com', password: 'secret-pass' });
    expect(signin.body.code).toBe(41);
  });

  it('rate-limits repeated sign-in attempts', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.post('/api/web/auth/signin', { account: 'limit@example.com', password: 'wrong-pass' }, { 'x-lang': 'en' });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body).toMatchObject({ code: 41, msg: expect.stringMatching(/too many/i) });
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('account area', () => {
  it('opens every screen with the area’s navigation: the screens the shop has, the one shown marked', async () => {
    const { body } = await signUp('nav@example.com');
    const auth = { 'x-auth': body.data.token };
    const nav = async (path: string) => {
      const res = await server.get(`${path}?request=route`, auth);
      expect(res.status, path).toBe(200);
      const payload = await res.json();
      return { first: payload.pageBody[0], types: payload.pageBody.map((s: { type: string }) => s.type) };
    };
    const center = await nav('/zh/user/center');
    const screens = ['center', 'order', 'return', 'coupon', 'favorite', 'article', 'log', 'address', 'info', 'account', 'security', 'privacy'];
    expect(center.first).toEqual({ type: 'account-nav', settings: { current: 'center', screens } });
    // A new account has not verified its e-mail yet: the banner asking for it follows the navigation.
    expect(center.types).toEqual(['account-nav', 'verify-banner', 'account-center']);
    expect((await nav('/user/order')).first.settings).toEqual({ current: 'order', screens });
    expect((await nav('/user/coupon')).types).toEqual(['account-nav', 'verify-banner', 'coupon-wallet']);
    // A screen the account area does not have is not served.
    const missing = await server.get('/user/nowhere?request=route', auth);
    expect(missing.status).toBe(404);
    await missing.text();
  });
});
