/** Checkout steps a shopper goes through in several journeys. */
import type { Locator, Page } from 'playwright-core';
import { arrive } from './browser.ts';

/** Fills the information step (contact and a US address), continues, and picks the first shipping method. */
export async function fillInformationAndShipping(page: Page, opts: { guestEmail?: string; firstName: string; lastName: string; street: string; phone: string }) {
  const main: Locator = page.getByRole('main');
  if (opts.guestEmail) await main.getByLabel('E-mail').fill(opts.guestEmail);
  await main.getByLabel('First name').fill(opts.firstName);
  await main.getByLabel('Last name').fill(opts.lastName);
  await main.getByLabel('Country/region').selectOption('US');
  await main.getByLabel('City').fill('Austin');
  await main.getByLabel('Street address').fill(opts.street);
  await main.getByLabel('Country code').fill('+1');
  await main.getByLabel('Phone').fill(opts.phone);
  await main.getByRole('button', { name: 'Continue to shipping' }).click();
  await arrive(page, /\/checkout\/shipping/);
  await main.getByRole('radio').first().check();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await arrive(page, /\/checkout\/payment/);
}
