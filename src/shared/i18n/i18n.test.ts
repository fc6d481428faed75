import { beforeAll, describe, expect, it } from 'vitest';
import en from './messages/en.json' with { type: 'json' };
import fil from './messages/fil.json' with { type: 'json' };
import zhHK from './messages/zh-HK.json' with { type: 'json' };
import zh from './messages/zh.json' with { type: 'json' };
import { catalogueFor, catalogueLangs, contentLang, createTranslator, isTranslated, loadAllCatalogues, type CatalogueLang } from './i18n.ts';
import { ROUTE_LANGS } from '../routes.ts';

const catalogues: Record<CatalogueLang, unknown> = { en, zh, 'zh-HK': zhHK, fil };

/** Every leaf as `dotted.key → value`; a leaf that is not a string is reported by its type. */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const flat = Object.fromEntries(catalogueLangs.map((lang) => [lang, flatten(catalogues[lang])])) as Record<CatalogueLang, Map<string, unknown>>;
const allKeys = new Set(catalogueLangs.flatMap((lang) => [...flat[lang].keys()]));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1].trim());

/** Placeholders per key, plural variants (`x_one`, `x_other`) merged under their base key. */
function placeholdersByBaseKey(lang: CatalogueLang): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, value] of flat[lang]) {
    if (typeof value !== 'string') continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    const set = out.get(base) ?? new Set<string>();
    for (const name of placeholders(value)) set.add(name);
    out.set(base, set);
  }
  return out;
}

/**
 * Texts a translation may leave as in English: each language's name in that language, the
 * currency named the same in every language, codes and abbreviations, a template of placeholders
 * only, and the loanwords Filipino writes unchanged ("E-mail", "Password", "Device").
 */
function writtenAlike(key: string, value: string): boolean {
  if (key.startsWith('language.') && key !== 'language.label') return true;
  if (/^[^\p{L}]*$/u.test(value.replace(/\{[^{}]+\}/g, ''))) return true;
  return ['currency.EUR', 'product.sku', 'orderDocs.sku', 'fields.id'].includes(key) || ['E-mail', 'Password', 'Device'].includes(value);
}

describe('message catalogues', () => {
  beforeAll(() => loadAllCatalogues());

  it.each(catalogueLangs)('%s has every key that any catalogue has', (lang) => {
    const missing = [...allKeys].filter((key) => !flat[lang].has(key)).sort();
    expect(missing, `keys missing from ${lang}.json`).toEqual([]);
  });

  it.each(catalogueLangs)('%s has only non-empty string values', (lang) => {
    const bad = [...flat[lang]].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(bad, `empty or non-string values in ${lang}.json`).toEqual([]);
  });

  it.each(catalogueLangs.filter((lang) => lang !== 'en'))('%s uses the same {placeholders} as English', (lang) => {
    const english = placeholdersByBaseKey('en');
    const translated = placeholdersByBaseKey(lang);
    const differing: string[] = [];
    for (const [base, names] of english) {
      const other = translated.get(base);
      if (!other) continue; // reported by the missing-key test
      const a = [...names].sort().join(',');
      const b = [...other].sort().join(',');
      if (a !== b) differing.push(`${base}: en {${a}} vs ${lang} {${b}}`);
    }
    expect(differing).toEqual([]);
  });

  it.each(catalogueLangs.filter((lang) => lang !== 'en'))('%s translates every text, but for names and codes written alike in every language', (lang) => {
    const english = flat.en;
    const same = [...flat[lang]].filter(([key, value]) => value === english.get(key) && !writtenAlike(key, String(value))).map(([key]) => key);
    expect(same, `texts of ${lang}.json identical to English`).toEqual([]);
  });

  it('keeps the texts the specification quotes', () => {
    const { t } = createTranslator('en');
    expect(t('validation.required')).toBe('{0} is required');
    expect(t('validation.select')).toBe('Please select {0}');
    expect(t('validation.enter')).toBe('Please enter {0}');
    expect(t('product.onlyLeft')).toBe('Only {0} units left');
    expect(t('errors.onlyLeft')).toBe('Only {0} units left');
    expect(t('errors.unknown')).toBe('An unknown error occurred.');
    expect(t('errors.timeout')).toBe('The request timed out and the server did not respond.');
    expect(t('errors.authorization')).toBe('Authorization error');
    expect(t('errors.fail')).toBe('fail');
    expect(t('errors.loginError')).toBe('login error');
    // The password hint says what the length check does (6–20) in every language; English once said "at least 6".
    expect(t('auth.passwordRules', { min: 6, max: 20 })).toBe('6–20 characters');
    expect(createTranslator('zh').t('auth.passwordRules', { min: 6, max: 20 })).toContain('6–20');
    expect(createTranslator('zh-HK').t('auth.passwordRules', { min: 6, max: 20 })).toContain('6–20');
    expect(createTranslator('fil').t('auth.passwordRules', { min: 6, max: 20 })).toMatch(/6.*20/);
  });

  it('names every route language and every currency', () => {
    const { t } = createTranslator('en');
    for (const lang of ROUTE_LANGS) expect(t(`language.${lang}`)).not.toBe(`language.${lang}`);
    for (const code of ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'PHP', 'INR', 'RUB']) expect(t(`currency.${code}`)).not.toBe(`currency.${code}`);
  });
});

describe('catalogueFor', () => {
  it('maps route languages to the catalogue that serves them', () => {
    expect(catalogueFor('zh-TW')).toBe('zh-HK');
    expect(catalogueFor('zh-HK')).toBe('zh-HK');
    expect(catalogueFor('zh')).toBe('zh');
    expect(catalogueFor('fil')).toBe('fil');
    for (const lang of ['en', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'vi', 'xx', '']) expect(catalogueFor(lang)).toBe('en');
  });

  it('accepts other spellings of a route language', () => {
    expect(catalogueFor('zh-tw')).toBe('zh-HK');
    expect(catalogueFor('zh_HK')).toBe('zh-HK');
  });
});

describe('contentLang', () => {
  it('serves a route language in its own catalogue, zh-TW in Traditional Chinese', () => {
    expect(contentLang('zh')).toBe('zh');
    expect(contentLang('zh-HK')).toBe('zh-HK');
    expect(contentLang('zh-TW')).toBe('zh-HK');
    expect(contentLang('fil')).toBe('fil');
    expect(contentLang('en', 'zh')).toBe('en');
  });

  it('serves an untranslated route language in the default language, else English', () => {
    for (const lang of ['de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'vi']) {
      expect(isTranslated(lang)).toBe(false);
      expect(contentLang(lang)).toBe('en');
    }
    expect(contentLang('de', 'zh')).toBe('zh');
    expect(contentLang('de', 'ja')).toBe('en');
    expect(ROUTE_LANGS.filter(isTranslated)).toEqual(['en', 'zh', 'zh-TW', 'zh-HK', 'fil']);
  });
});

describe('createTranslator', () => {
  beforeAll(() => loadAllCatalogues());

  it('interpolates the positional placeholder', () => {
    expect(createTranslator('zh').t('validation.required', { 0: '密码' })).toContain('密码');
    expect(createTranslator('en').t('product.onlyLeft', { 0: 3 })).toBe('Only 3 units left');
    expect(createTranslator('en').t('validation.outOfRange', { 0: 'Quantity', min: 1, max: 99 })).toBe('Quantity must be between 1 and 99');
  });

  it('uses the Traditional Chinese texts for zh-TW', () => {
    const zhTW = createTranslator('zh-TW');
    expect(zhTW.catalogue).toBe('zh-HK');
    expect(zhTW.lang).toBe('zh-TW');
    expect(zhTW.t('validation.required', { 0: '密碼' })).toBe(zhHK.validation.required.replace('{0}', '密碼'));
    expect(zhTW.t('nav.cart')).toBe('購物車');
    expect(createTranslator('zh').t('nav.cart')).toBe('购物车');
  });

  it('falls back to English for languages without a catalogue', () => {
    const de = createTranslator('de');
    expect(de.catalogue).toBe('en');
    expect(de.lang).toBe('de');
    expect(de.t('cart.checkout')).toBe('Check out');
    expect(createTranslator('nonsense').lang).toBe('en');
  });

  it('picks the plural form by count', () => {
    const { t } = createTranslator('en');
    expect(t('search.resultCount', { count: 1 })).toBe('1 result');
    expect(t('search.resultCount', { count: 5 })).toBe('5 results');
    expect(t('order.unpaidReminder', { count: 1 })).toBe('You have 1 unpaid order');
    expect(t('order.unpaidReminder', { count: 5 })).toBe('You have 5 unpaid orders');
    expect(createTranslator('zh').t('search.resultCount', { count: 5 })).toBe('5 个结果');
  });

  it('returns the key for a missing text or a group', () => {
    const { t } = createTranslator('fil');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('order.tabs')).toBe('order.tabs');
    expect(t('Server says: hello')).toBe('Server says: hello');
  });

  it('leaves a placeholder in place when its value is not given', () => {
    expect(createTranslator('en').t('auth.agree')).toBe('I agree to the {privacy} and {terms}');
  });

  it('does not escape values (React escapes)', () => {
    expect(createTranslator('en').t('search.resultsFor', { query: '<b>&' })).toBe('Results for “<b>&”');
  });
});
