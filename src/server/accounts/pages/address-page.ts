/** user/address: the customer's address book. */
import { COUNTRY_CODES, countryName } from '../../../shared/countries.ts';
import { personal, type BuildContext, type Built } from '../../platform/page-context.ts';
import { listAddresses } from '../addresses.ts';

/** Every country an address may be in, named in the page's language, in its alphabetical order. */
export function namedCountries(lang: string): Array<{ code: string; name: string }> {
  const locale = lang === 'zh-TW' || lang === 'zh-HK' ? 'zh-Hant' : lang;
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function addressBookPage(ctx: BuildContext, userId: number): Promise<Built> {
  return personal({
    status: 200,
    id: 'account:address',
    userId,
    title: ctx.t('address.title'),
    body: [{ type: 'address-book', settings: { list: await listAddresses(ctx.db, userId), countries: namedCountries(ctx.lang) } }],
  });
}
