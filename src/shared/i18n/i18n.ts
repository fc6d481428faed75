/**
 * Display texts (spec §1: four catalogues; §2: fifteen route languages). A route language is
 * mapped to the catalogue that serves it; languages without their own catalogue read English.
 * The same module runs on the server and in the client bundle, hence the static JSON imports.
 *
 * `t` is a small translator of its own, not i18next (18 KB compressed in every page's first
 * script): it does what the catalogues use of i18next, the same way (a test holds the two to the
 * same answers for every key): dotted keys, English as the fallback of every text, `{name}`
 * placeholders (an unknown one stays as written; values are not escaped), and plural forms chosen
 * by `count` with the language's plural rules (`key_one`, `key_other`, and `key_zero` for 0).
 */
import en from './messages/en.json' with { type: 'json' };
import { ROUTE_LANGS, type RouteLang } from '../routes.ts';

export const catalogueLangs = ['en', 'zh', 'zh-HK', 'fil'] as const;
export type CatalogueLang = (typeof catalogueLangs)[number];

/** Catalogue keys are dotted paths such as `validation.required`. */
export type MessageKey = string;
export type Translate = (key: MessageKey, vars?: Record<string, unknown>) => string;

export interface Translator {
  t: Translate;
  /** The route language asked for, normalised; English when it is not one of the route languages. */
  lang: string;
  catalogue: CatalogueLang;
}

type Messages = typeof en;
/** English is always there (it is every text's fallback); the others load on demand, so the
 * client downloads only the catalogue of the page's language. */
const catalogues: Partial<Record<CatalogueLang, Messages>> = { en };
const loaders: Record<Exclude<CatalogueLang, 'en'>, () => Promise<{ default: unknown }>> = {
  zh: () => import('./messages/zh.json'),
  'zh-HK': () => import('./messages/zh-HK.json'),
  fil: () => import('./messages/fil.json'),
};

/** Makes the catalogue of a route language available to `createTranslator`. */
export async function loadCatalogue(routeLang: string): Promise<void> {
  const catalogue = catalogueFor(routeLang);
  if (catalogues[catalogue]) return;
  const messages = (await loaders[catalogue as Exclude<CatalogueLang, 'en'>]()).default as Messages;
  catalogues[catalogue] = messages;
}

export function loadAllCatalogues(): Promise<void[]> {
  return Promise.all(catalogueLangs.map(loadCatalogue));
}

/** `zh-tw`, `zh_HK` and the like are accepted; anything that is not a route language is English. */
function normaliseRouteLang(routeLang: string): RouteLang {
  const wanted = routeLang.trim().replace('_', '-').toLowerCase();
  return ROUTE_LANGS.find((lang) => lang.toLowerCase() === wanted) ?? 'en';
}

export function catalogueFor(routeLang: string): CatalogueLang {
  switch (normaliseRouteLang(routeLang)) {
    case 'zh-TW':
    case 'zh-HK':
      return 'zh-HK';
    case 'zh':
      return 'zh';
    case 'fil':
      return 'fil';
    default:
      return 'en';
  }
}

/** Whether a route language has texts of its own (zh-TW reads the Traditional Chinese of zh-HK). */
export function isTranslated(routeLang: string): boolean {
  const lang = normaliseRouteLang(routeLang);
  return lang === 'en' || catalogueFor(lang) !== 'en';
}

/**
 * The language a page under a route language is served in (spec §2: the route's language, else
 * the configured default, else English): the catalogue of the route language when it has one,
 * else the default language's, else English. `/de/…` is English, `/zh-TW/…` zh-HK.
 */
export function contentLang(routeLang: string, defaultLang = 'en'): CatalogueLang {
  if (isTranslated(routeLang)) return catalogueFor(routeLang);
  return catalogueFor(defaultLang);
}

/**
 * A text stored per language (`{en, zh, 'zh-HK', fil}`) in a route language: its own, else its
 * catalogue language's (zh-TW reads zh-HK), else English, else any.
 */
export function pickLocalized(text: Record<string, string> | null | undefined, routeLang: string): string {
  if (!text) return '';
  return text[routeLang] || text[catalogueFor(routeLang)] || text.en || Object.values(text)[0] || '';
}

type Tree = { readonly [key: string]: unknown };

/** The value at a dotted path, as i18next's resource lookup finds it (own properties only). */
function atPath(tree: Tree, key: string): unknown {
  const parts = key.split('.');
  let node: unknown = tree;
  for (const part of parts.slice(0, -1)) {
    if (!node || typeof node === 'string') return undefined;
    node = Object.hasOwn(node as Tree, part) ? (node as Tree)[part] : {};
  }
  if (!node || typeof node === 'string') return undefined;
  const last = parts[parts.length - 1];
  return Object.hasOwn(node as Tree, last) ? (node as Tree)[last] : undefined;
}

/** i18next's second try: the key as one name, or its parts joined where a name itself holds a dot. */
function deepFind(tree: Tree, key: string): unknown {
  if (tree[key]) return Object.hasOwn(tree, key) ? tree[key] : undefined;
  const tokens = key.split('.');
  let current: unknown = tree;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j];
      next = (current as Tree)[nextPath];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** Texts found per catalogue object: a page asks for the same few hundred keys on every render. */
const found = new WeakMap<Tree, Map<string, unknown>>();
/** Bound of the remembered keys per catalogue (the code names fewer). */
const MAX_FOUND = 5_000;

function lookup(tree: Tree, key: string): unknown {
  let known = found.get(tree);
  const hit = known?.get(key);
  if (hit !== undefined) return hit;
  const value = atPath(tree, key) || deepFind(tree, key);
  // Only what was found is kept: a catalogue may still gain groups (the browser loads them with their sections).
  if (value !== undefined && value !== null) {
    if (!known) found.set(tree, (known = new Map()));
    if (known.size >= MAX_FOUND) known.clear();
    known.set(key, value);
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
/** A language's plural form per whole count below 1,000, as found: `select` costs more than the rest of a lookup. */
const pluralForms = new Map<string, string[]>();
function pluralOf(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  if (!Number.isInteger(count) || count < 0 || count >= 1000) return rules.select(count);
  let forms = pluralForms.get(lang);
  if (!forms) pluralForms.set(lang, (forms = []));
  return (forms[count] ??= rules.select(count));
}

/** The text of `key` in the first of `langs` that has it (a plural form first), or undefined. */
function resolve(langs: CatalogueLang[], key: string, vars: Record<string, unknown> | undefined): unknown {
  const count = vars?.count;
  const plural = count !== undefined && typeof count !== 'string';
  for (const lang of langs) {
    const tree = catalogues[lang] as Tree | undefined;
    if (!tree) continue;
    const keys = [key];
    if (plural) {
      keys.push(`${key}_${pluralOf(lang, count as number)}`);
      if (count === 0) keys.push(`${key}_zero`);
    }
    for (const candidate of keys.reverse()) {
      const found = lookup(tree, candidate);
      if (found !== undefined && found !== null) return found;
    }
  }
  return undefined;
}

/** The value of a placeholder's name in `vars` (a dotted name reads into an object). */
function varAt(vars: Record<string, unknown>, name: string): unknown {
  const value = atPath(vars, name);
  return value !== undefined ? value : deepFind(vars, name);
}

/**
 * `{name}` → its value; `{- name}` first, the same. An unknown name stays as written, and a
 * value put in is not read again.
 */
function interpolate(text: string, vars: Record<string, unknown>): string {
  let out = text;
  for (const pattern of [/\{-(.+?)\}/g, /\{(.+?)\}/g]) {
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(out))) {
      const name = match[1].trim();
      let value = varAt(vars, name);
      if (value === undefined) {
        if (!Object.hasOwn(vars, name)) continue;
        value = '';
      } else if (typeof value !== 'string') value = value == null ? '' : String(value);
      const replacement = value as string;
      out = out.replace(match[0], () => replacement);
      pattern.lastIndex += replacement.length - match[0].length;
    }
  }
  return out;
}

function translate(catalogue: CatalogueLang, key: string, vars?: Record<string, unknown>): string {
  const found = resolve(catalogue === 'en' ? ['en'] : [catalogue, 'en'], key, vars);
  // A key that names a group rather than a text is answered with the key itself, uninterpolated.
  if (found !== undefined && found !== null && typeof found === 'object') return key;
  const text = found === undefined || found === null ? key : String(found);
  return vars ? interpolate(text, vars) : text;
}

export function createTranslator(routeLang: string): Translator {
  const lang = normaliseRouteLang(routeLang);
  const catalogue = catalogueFor(lang);
  const t: Translate = (key, vars) => translate(catalogue, key, vars);
  return { t, lang, catalogue };
}
