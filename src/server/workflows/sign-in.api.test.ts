import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createUser, type SignedIn } from '../accounts/accounts.service.ts';
import { addToCart } from '../cart/add.ts';
import { applyCouponCode, findCartId, loadCart } from '../cart/cart.service.ts';
import { addFavorite, wishList } from '../engagement/favorites.ts';
import type { Db } from '../platform/db/client.ts';
import { createCoupon, createProduct } from '../testing/factories.ts';
import { recordingLog } from '../testing/recorders.ts';
import { startTestDatabase } from '../testing/test-server.ts';
import { signIn } from './sign-in.ts';

let db: Db;
let close: () => Promise<void>;
let mugId: number;
let vaseId: number;
beforeAll(async () => {
  ({ db, close } = await startTestDatabase());
  mugId = (await createProduct(db, { slug: 'mug', variants: [{ sku: 'MUG', price: 1200, stock: 5 }] })).id;
  vaseId = (await createProduct(db, { slug: 'vase', variants: [{ sku: 'VASE', price: 3000, stock: 10 }] })).id;
  await createCoupon(db, { code: 'SAVE5', discountType: 'amount', value: 500, stackable: true });
  await createCoupon(db, { code: 'SAVE9', discountType: 'amount', value: 900, stackable: true });
});
afterAll(() => close());

const request = (visitorId: string | null) => ({ client: { ip: '127.0.0.1', userAgent: 'test', visitorId }, lang: 'en', log: recordingLog() });
const account = async () => {
  const email = `c-${randomUUID()}@example.com`;
  const user = await createUser(db, { email, password: 'secret-pass' });
  return { email, userId: user.id };
};
const lines = async (owner: { userId: number } | { visitorId: string }) => (await loadCart(db, owner))?.lines.map((l) => [l.sku, l.quantity]);

describe('sign-in', () => {
  it("joins the visitor's cart, coupon codes and wish list to the account, adding up a line both hold, capped at stock", async () => {
    const { email, userId } = await account();
    await addToCart(db, { userId }, 'MUG', 3);
    await applyCouponCode(db, { userId }, 'SAVE5');
    await addFavorite(db, { userId }, mugId);
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 4);
    await addToCart(db, { visitorId }, 'VASE', 1);
    await applyCouponCode(db, { visitorId }, 'SAVE9');
    await addFavorite(db, { visitorId }, mugId);
    await addFavorite(db, { visitorId }, vaseId);

    const { token } = (await signIn({ db }, { account: email, password: 'secret-pass' }, request(visitorId))) as SignedIn;

    expect((await authenticate(db, token))?.user.id).toBe(userId);
    // 3 + 4 of a mug with 5 in stock: the line is capped at the stock.
    expect(await lines({ userId })).toEqual([
      ['MUG', 5],
      ['VASE', 1],
    ]);
    expect((await loadCart(db, { userId }))?.codes.sort()).toEqual(['SAVE5', 'SAVE9']);
    expect(await findCartId(db, { visitorId })).toBeNull();
    expect(await wishList(db, { userId })).toEqual({ [mugId]: true, [vaseId]: true });
    expect(await wishList(db, { visitorId })).toEqual({});
  });

  it('leaves the account and the visitor as they were when the password is wrong', async () => {
    const { email, userId } = await account();
    await addToCart(db, { userId }, 'VASE', 1);
    const visitorId = randomUUID();
    await addToCart(db, { visitorId }, 'MUG', 1);
    await expect(signIn({ db }, { account: email, password: 'wrong-pass' }, request(visitorId))).rejects.toMatchObject({ name: 'INVALID_CREDENTIALS' });
    expect(await lines({ userId })).toEqual([['VASE', 1]]);
    expect(await lines({ visitorId })).toEqual([['MUG', 1]]);
  });

  it('signs in without a visitor id, changing no cart', async () => {
    const { email, userId } = await account();
    await addToCart(db, { userId }, 'VASE', 2);
    const { user } = (await signIn({ db }, { account: email, password: 'secret-pass' }, request(null))) as SignedIn;
    expect(user.id).toBe(userId);
    expect(await lines({ userId })).toEqual([['VASE', 2]]);
  });
});
