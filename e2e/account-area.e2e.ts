/**
 * The account area as a customer goes through it, in English and in Chinese: two addresses in the
 * address book, the second made the default and chosen at checkout, the centre's figures, and a
 * product saved to the favourites and found on user/favorite. A phone-sized window throughout.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/shared/i18n/messages/en.json' with { type: 'json' };
import zh from '../src/shared/i18n/messages/zh.json' with { type: 'json' };
import { arrive, launchBrowser, open } from './support/browser.ts';
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

type Catalogue = typeof en;
/** A catalogue text by its dotted key. */
const text = (messages: Catalogue, key: string): string => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages) as string;

const main = (page: Page) => page.getByRole('main');

for (const [lang, messages] of [
  ['en', en],
  ['zh', zh],
] as const) {
  describe(`the account area in ${lang}`, () => {
    let page: Page;
    const m = (key: string) => text(messages, key);
    const email = `area.${lang}@example.com`;
    const errors: string[] = [];
    beforeAll(async () => {
      page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      page.on('pageerror', (err) => errors.push(err.message));
      // Sign up through the form: the session cookie comes with it.
      await open(page, `${shop.url}/${lang}/auth/signup`);
      await main(page).getByLabel(m('auth.firstName')).fill('Rosa');
      await main(page).getByLabel(m('auth.lastName')).fill('Reyes');
      await main(page).getByLabel(m('auth.account')).fill(email);
      await main(page).getByLabel(m('auth.birthday')).fill('1991-03-04');
      await main(page).getByLabel(m('auth.password'), { exact: true }).fill('a-good-pass');
      await main(page).getByRole('checkbox').check();
      await main(page)
        .getByRole('button', { name: m('auth.signUpButton') })
        .click();
      // A new account is asked to check its inbox first.
      await arrive(page, `${shop.url}/${lang}/auth/verify-prompt`);
      await open(page, `${shop.url}/${lang}/user/center`);
    });
    afterAll(() => page.close());

    async function addAddress(street: string, postalCode: string) {
      await main(page)
        .getByRole('button', { name: m('address.add') })
        .click();
      const form = main(page).getByRole('form', { name: m('address.add') });
      await form.getByLabel(m('address.firstName')).fill('Rosa');
      await form.getByLabel(m('address.lastName')).fill('Reyes');
      await form.getByLabel(m('address.country'), { exact: true }).selectOption('US');
      // The country code follows the country.
      await expect.poll(() => form.getByLabel(m('address.countryCode')).inputValue()).toBe('+1');
      await form.getByLabel(m('address.state'), { exact: true }).selectOption('TX');
      await form.getByLabel(m('address.city')).fill('Austin');
      await form.getByLabel(m('address.postalCode')).fill(postalCode);
      await form.getByLabel(m('address.addressLine')).fill(street);
      await form.getByLabel(m('address.phone')).fill('5125550100');
      await form.getByRole('button', { name: m('address.save') }).click();
      await expect.poll(() => main(page).getByText(street).isVisible()).toBe(true);
    }

    it('keeps two addresses and makes the second the default', async () => {
      await open(page, `${shop.url}/${lang}/user/address`);
      await expect
        .poll(() =>
          main(page)
            .getByRole('heading', { level: 1, name: m('address.title') })
            .isVisible(),
        )
        .toBe(true);
      // A required postal code is asked for in the page's language.
      await main(page)
        .getByRole('button', { name: m('address.add') })
        .click();
      const form = main(page).getByRole('form', { name: m('address.add') });
      await form.getByLabel(m('address.country'), { exact: true }).selectOption('US');
      await form.getByRole('button', { name: m('address.save') }).click();
      await expect.poll(() => form.getByLabel(m('address.postalCode')).getAttribute('aria-invalid')).toBe('true');
      await form.getByRole('button', { name: m('common.cancel') }).click();

      await addAddress('1 Main St', '78701');
      await addAddress('500 Congress Ave', '78702');
      const second = main(page).locator('li', { hasText: '500 Congress Ave' });
      await second.getByRole('button', { name: new RegExp(m('address.setDefault')) }).click();
      await expect.poll(() => second.getByText(m('address.default'), { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => main(page).locator('li', { hasText: '1 Main St' }).getByText(m('address.default'), { exact: true }).count()).toBe(0);
    });

    it('chooses the default address at checkout', async () => {
      await open(page, `${shop.url}/${lang}/product/classic-red-dress`);
      await main(page)
        .getByRole('button', { name: m('product.addToCart') })
        .click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await open(page, `${shop.url}/${lang}/checkout/information`);
      const chosen = main(page).getByRole('radio', { checked: true });
      await expect.poll(() => chosen.count()).toBe(1);
      expect(
        await main(page)
          .locator('label', { has: page.getByRole('radio', { checked: true }) })
          .textContent(),
      ).toContain('500 Congress Ave');
    });

    it('saves a product to the favourites, counted on the centre and listed on user/favorite', async () => {
      await open(page, `${shop.url}/${lang}/product/classic-red-dress`);
      await main(page)
        .getByRole('button', { name: m('product.favorite.add') })
        .click();
      await expect
        .poll(() =>
          main(page)
            .getByRole('button', { name: m('product.favorite.remove') })
            .isVisible(),
        )
        .toBe(true);

      await open(page, `${shop.url}/${lang}/user/center`);
      const favourites = main(page).getByRole('link', { name: new RegExp(`1\\s*${m('account.favorite')}`) });
      await expect.poll(() => favourites.isVisible()).toBe(true);
      expect(await main(page).locator('[data-order-tab="to_pay"]').textContent()).toContain('0');
      expect(await main(page).getByText(email).isVisible()).toBe(true);
      await favourites.click();
      await arrive(page, `${shop.url}/${lang}/user/favorite`);
      await expect.poll(() => main(page).locator('[data-favorite-product="classic-red-dress"]').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
