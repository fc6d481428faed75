import { CHECKOUT_STEPS } from '../../../shared/constants.ts';
import { COUNTRY_CODES, countryName } from '../../../shared/countries.ts';
import { listAddresses } from '../../accounts/addresses.ts';
import { pageCart } from '../../cart/pages/cart-page.ts';
import { errorPage, personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { zoneCountries } from '../../shipping/shipping.service.ts';

/** The countries the shop ships to, named in the page's language. */
async function countries(ctx: BuildContext) {
  const zones = await zoneCountries(ctx.db);
  const everywhere = zones.some((z) => z.countries.length === 0);
  const codes = everywhere ? [...COUNTRY_CODES] : [...new Set(zones.flatMap((z) => z.countries))];
  const locale = ctx.lang === 'zh-TW' || ctx.lang === 'zh-HK' ? 'zh-Hant' : ctx.lang;
  return codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A checkout step: the cart, the countries shipped to and the customer's saved addresses. */
const isCheckoutStep = (step: string): step is (typeof CHECKOUT_STEPS)[number] => (CHECKOUT_STEPS as readonly string[]).includes(step);

export async function checkoutPage(ctx: BuildContext, step: string): Promise<Built> {
  if (!isCheckoutStep(step)) return errorPage(ctx, 404);
  const [cart, countryList, addresses] = await Promise.all([pageCart(ctx), countries(ctx), ctx.user ? listAddresses(ctx.db, ctx.user.id) : []]);
  return personal({
    status: 200,
    id: `checkout:${step}`,
    title: ctx.t(`checkout.steps.${step}`),
    userId: ctx.user?.id,
    body: [
      // An unverified customer may check out; the banner asks them to verify (docs/decisions.md).
      ...(ctx.user?.email && !ctx.user.emailVerified ? [{ type: 'verify-banner' as const, settings: { email: ctx.user.email } }] : []),
      { type: 'checkout', settings: { step, cart, user: ctx.user ? { email: ctx.user.email } : null, addresses, countries: countryList } },
    ],
  });
}
