/**
 * The shop's own `t` says what i18next (with the options the shop used it with) says, in every
 * language, for every key of the catalogues with and without values, for plural counts, and for
 * keys that are not in the catalogues (free text from the server, groups, odd spellings).
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './messages/en.json' with { type: 'json' };
import fil from './messages/fil.json' with { type: 'json' };
import zhHK from './messages/zh-HK.json' with { type: 'json' };
import zh from './messages/zh.json' with { type: 'json' };
import { catalogueLangs, createTranslator, loadAllCatalogues, type CatalogueLang } from './i18n.ts';

const catalogues: Record<CatalogueLang, Record<string, unknown>> = { en, zh, 'zh-HK': zhHK, fil };

function reference(lng: CatalogueLang) {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    load: 'currentOnly',
    resources: Object.fromEntries(catalogueLangs.map((lang) => [lang, { translation: catalogues[lang] }])),
    initAsync: false,
    showSupportNotice: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    returnedObjectHandler: (key: string) => key,
  });
  return instance.t.bind(instance) as unknown as (key: string, vars?: Record<string, unknown>) => string;
}

/** Every key, and every group, as written (`a.b_one`) and without its plural suffix (`a.b`). */
function keys(node: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    if (prefix) out.add(prefix);
    for (const [key, value] of Object.entries(node)) keys(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix);
    out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return out;
}

const ALL_KEYS = [...new Set(catalogueLangs.flatMap((lang) => [...keys(catalogues[lang])]))];
const ODD_KEYS = [
  '',
  'errors',
  'errors.',
  '.errors',
  'errors..unknown',
  'nope.nothing',
  'Free text from the server, with a {name}.',
  'Order {number} paid: {amount}',
  'a:b',
  'constructor',
  'toString',
  '__proto__.x',
  'errors.unknown.more',
  'validation.required {0}',
];
const NAMES = ['count', 'number', 'shop', '0', 'amount', 'code', 'name', 'date', 'total', 'min', 'max', 'email', 'link', 'title', 'page', 'pages', 'field', 'value'];
const VAR_SETS: Array<Record<string, unknown> | undefined> = [
  undefined,
  {},
  Object.fromEntries(NAMES.map((name, i) => [name, `v${i}$&$1{name}`])),
  ...[0, 1, 2, 5, 21, 1.5, -1].map((count) => ({ count, number: 'A-1', shop: 'Shop', max: 20, min: 6, amount: '$1.00', name: null })),
  { count: '3', number: undefined },
  { 0: 'Email', count: 1 },
];

describe('the translator', () => {
  beforeAll(() => loadAllCatalogues());

  it.each(['en', 'zh', 'zh-HK', 'zh-TW', 'fil', 'de'])('answers as i18next did in %s', (routeLang) => {
    const ours = createTranslator(routeLang);
    const theirs = reference(ours.catalogue);
    const differing: string[] = [];
    for (const key of [...ALL_KEYS, ...ODD_KEYS]) {
      for (const vars of VAR_SETS) {
        const expected = theirs(key, vars === undefined ? undefined : { ...vars });
        const actual = ours.t(key, vars === undefined ? undefined : { ...vars });
        if (actual !== expected) differing.push(`${key} ${JSON.stringify(vars)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
  });
});
