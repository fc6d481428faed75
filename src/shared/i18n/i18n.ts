/**
 * Display texts (spec §1: four catalogues; §2: fifteen route languages). A route language is
 * mapped to the catalogue that serves it; languages without their own catalogue read English.
 * One i18next instance per catalogue is created on first use and reused, so a translator per
 * request or per render costs a map lookup. The same module runs on the server and in the
 * client bundle, hence the static JSON imports.
 */
import i18next, { type i18n } from 'i18next';
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
  instances.delete(catalogue);
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

const instances = new Map<CatalogueLang, i18n>();

function instanceFor(catalogue: CatalogueLang): i18n {
  let instance = instances.get(catalogue);
  if (instance) return instance;
  const loaded = catalogueLangs.filter((lang) => catalogues[lang]);
  instance = i18next.createInstance();
  void instance.init({
    lng: catalogue,
    fallbackLng: 'en',
    // zh-HK falls back to English, not to Simplified Chinese.
    load: 'currentOnly',
    resources: Object.fromEntries(loaded.map((lang) => [lang, { translation: catalogues[lang] as Messages }])),
    initAsync: false,
    showSupportNotice: false,
    // Keys may come from the server as free text; a colon must not be read as a namespace.
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    // A key that names a group rather than a text is treated as missing.
    returnedObjectHandler: (key: string) => key,
  });
  // Not cached until its catalogue has loaded: meanwhile it reads English.
  if (catalogues[catalogue]) instances.set(catalogue, instance);
  return instance;
}

export function createTranslator(routeLang: string): Translator {
  const lang = normaliseRouteLang(routeLang);
  const catalogue = catalogueFor(lang);
  const instance = instanceFor(catalogue);
  // i18next's overloads are keyed to typed resources; keys here are plain strings.
  const translate = instance.t.bind(instance) as unknown as (key: string, vars?: Record<string, unknown>) => unknown;
  const t: Translate = (key, vars) => {
    const text = translate(key, vars);
    return typeof text === 'string' ? text : key;
  };
  return { t, lang, catalogue };
}
