import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts.schema.ts';
import { authenticate, sendWelcome } from '../accounts/accounts.service.ts';
import type { PublicUser } from '../../shared/contracts/accounts.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import { addToCart } from '../cart/add.ts';
import { findCartId, loadCart } from '../cart/cart.service.ts';
import { addFavorite, wishList } from '../engagement/favorites.ts';
import { wallet } from '../marketing/wallet.ts';
import type { Db } from '../platform/db/client.ts';
import { createCoupon, createProduct } from '../testing/factories.ts';
import { recordingLog, recordingMailer } from '../testing/recorders.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { signUp } from './sign-up.ts';

let db: Db;
let close: () => Promise<void>;
let mugId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  mugId = (await createProduct(db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 10 }] })).id;
  await createCoupon(db, { code: 'HELLO', discountType: 'amount', value: 500, gift: true });
  await createCoupon(db, { code: 'CLAIMME', discountType: 'amount', value: 100 });
});
afterAll(() => close());

const shopName = async () => 'Northwind Market';
const publicUrl = 'http://shop.test';
/** The e-mails that are not the address's verification link. */
const welcomes = (mailer: { sent: Array<{ text: string; to: string; subject: string }> }) => mailer.sent.filter((m) => !m.text.includes('/auth/verify-email?token='));
const client = (visitorId: string | null) => ({ ip: '127.0.0.1', userAgent: 'test', visitorId });
const details = { password: 'secret-pass', firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17', agree: true as const };
const body = (email: string) => ({ email, ...details });

describe('sign-up', () => {
  it('opens an account that keeps what the visitor collected, with the gift coupons and a welcome e-mail in their language', async () => {
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 2);
    await addFavorite(db, { visitorId }, mugId);
    const mailer = recordingMailer();

    const { token, user } = await signUp({ db, mailer, shopName, publicUrl }, body('new@example.com'), { client: client(visitorId), lang: 'zh', log: recordingLog() });

    expect((await authenticate(db, token))?.user.email).toBe('new@example.com');
    expect((await loadCart(db, { userId: user.id }))?.lines.map((l) => [l.sku, l.quantity])).toEqual([['MUG', 2]]);
    expect(await findCartId(db, { visitorId })).toBeNull();
    expect(await wishList(db, { userId: user.id })).toEqual({ [mugId]: true });
    expect(await wishList(db, { visitorId })).toEqual({});
    expect((await wallet(db, user.id, 'en')).map((c) => c.code)).toEqual(['HELLO']);
    await expect.poll(() => welcomes(mailer).length).toBe(1);
    expect(welcomes(mailer)[0].to).toBe('new@example.com');
    expect(welcomes(mailer)[0].subject).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a taken e-mail as a new sign-up, joins nothing, and tells the owner in their language', async () => {
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 1);
    const mailer = recordingMailer();
    const answer = await signUp({ db, mailer, shopName, publicUrl }, body('NEW@example.com'), { client: client(visitorId), lang: 'en', log: recordingLog() });
    expect(answer.user).toMatchObject({ email: 'NEW@example.com', firstName: 'Ana', credits: 0, emailVerified: false });
    expect(answer.token).toMatch(/^[\w-]{43}$/);
    expect(await authenticate(db, answer.token)).toBeNull();
    expect((await loadCart(db, { visitorId }))?.lines).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.email, 'NEW@example.com'))).toEqual([]);
    // The owner signed up in Chinese: the notice is in Chinese, to the address as the account has it.
    await expect.poll(() => mailer.sent.length).toBe(1);
    expect(mailer.sent[0].to).toBe('new@example.com');
    expect(mailer.sent[0].subject).toBe(createTranslator('zh').t('mail.accountExistsSubject', { shop: 'Northwind Market' }));
    expect(mailer.sent[0].text).toContain(createTranslator('zh').t('mail.accountExistsText', { shop: 'Northwind Market' }));
  });

  it('opens an account by mobile number with the gift coupons, and sends no e-mail', async () => {
    const mailer = recordingMailer();
    const log = recordingLog();
    const { token, user } = await signUp({ db, mailer, shopName, publicUrl }, { mobile: '+1 415 555 0100', ...details }, { client: client(null), lang: 'en', log });
    expect((await authenticate(db, token))?.user).toMatchObject({ mobile: '+14155550100', email: null, firstName: 'Ana', lastName: 'Cruz', birthday: '1990-05-17' });
    expect((await wallet(db, user.id, 'en')).map((c) => c.code)).toEqual(['HELLO']);
    expect(mailer.sent).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('answers even when the welcome e-mail cannot be sent, and logs it', async () => {
    const log = recordingLog();
    const failing = { kind: 'smtp' as const, send: () => Promise.reject(new Error('smtp down')) };
    const { user } = await signUp({ db, mailer: failing, shopName, publicUrl }, body('quiet@example.com'), { client: client(null), lang: 'en', log });
    expect(user.email).toBe('quiet@example.com');
    // The welcome and the verification e-mail both failed.
    await expect.poll(() => log.errors.length).toBe(2);
  });

  it('welcomes the customer by first name, from the shop by its name', async () => {
    const mailer = recordingMailer();
    await signUp({ db, mailer, shopName, publicUrl }, body('ana@example.com'), { client: client(null), lang: 'en', log: recordingLog() });
    await expect.poll(() => welcomes(mailer).length).toBe(1);
    expect(welcomes(mailer)[0].subject).toBe('Welcome to Northwind Market');
    expect(welcomes(mailer)[0].text).toMatch(/^Hello Ana,\n/);
    expect(welcomes(mailer)[0].text).toContain('Northwind Market');
    expect(`${welcomes(mailer)[0].subject}\n${welcomes(mailer)[0].text}`).not.toContain('Online Shop');
  });

  it('greets a customer whose first name it does not know without a name, never by the e-mail address', async () => {
    const mailer = recordingMailer();
    const user = { email: 'no.name@example.com', firstName: '' } as PublicUser;
    await sendWelcome(mailer, user, createTranslator('fil').t, 'Northwind Market');
    expect(mailer.sent[0].subject).toBe('Maligayang pagdating sa Northwind Market');
    expect(mailer.sent[0].text).toMatch(/^Kumusta,\n/);
    expect(mailer.sent[0].text).not.toContain('no.name');
  });
});
