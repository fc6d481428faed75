/**
 * Turns stored sections into what the storefront renders: translated texts picked for the
 * language, link targets turned into paths that follow the router config, and data sections
 * (product grids, collection lists) filled in, one query per such section.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Section } from '../../shared/contracts/sections/section.ts';
import { buildPath, type PageTarget, type RouterConfig } from '../../shared/routes.ts';
import { localize } from '../catalog/localize.ts';
import { listProducts, productsBySlugs } from '../catalog/catalog.service.ts';
import { listArticles } from './articles.ts';
import type { Db } from '../platform/db/client.ts';
import { collections } from '../catalog/catalog.schema.ts';
import type { Section as StoredSection } from './content.schema.ts';
import { tagPage } from '../platform/page-tags.ts';
import { LISTING_TAG, productTag } from '../platform/purge.ts';

const LANG_KEY = /^(en|zh|zh-HK|zh-TW|fil|de|es|fr|id|it|ja|ko|pt|th|vi)$/;

function isLocalized(value: object): value is Record<string, string> {
  const entries = Object.entries(value);
  return entries.length > 0 && 'en' in value && entries.every(([k, v]) => LANG_KEY.test(k) && typeof v === 'string');
}

function isTarget(value: unknown): value is PageTarget {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export interface LinkContext {
  lang: string;
  langPrefix: string;
  router: RouterConfig;
}

/** Picks translations and resolves `target` objects into `href` strings, recursively. */
export function localizeDeep(value: unknown, ctx: LinkContext): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, ctx));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalized(value)) return localize(value, ctx.lang);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'target' && isTarget(v)) out.href = buildPath(v, ctx.langPrefix, ctx.router);
    else out[key] = localizeDeep(v, ctx);
  }
  return out;
}

interface GridSource {
  collection?: string;
  category?: string;
  tag?: string;
  products?: string[];
}

/**
 * A stored section, localised, as the storefront renders it. Stored settings are the merchant's
 * data, not checked here (this is the page's hot path): the API tests parse the pages built from
 * them with the `Section` schema.
 */
async function expand(db: Db, section: StoredSection, ctx: LinkContext): Promise<Section> {
  if (section.type === 'product-grid') {
    const source = (section.settings.source ?? {}) as GridSource;
    const limit = Math.min(Number(section.settings.limit ?? 8) || 8, 48);
    const products = source.products?.length
      ? await productsBySlugs(db, source.products.slice(0, limit), ctx.lang)
      : (await listProducts(db, { page: 1, pageSize: limit, sort: 'recommended', collection: source.collection, category: source.category, tag: source.tag }, ctx.lang))
          .list;
    tagPage(...products.map((p) => productTag(p.id)), ...(source.products?.length ? [] : [LISTING_TAG]));
    const viewAll = source.collection
      ? buildPath({ type: 'collection', slug: source.collection }, ctx.langPrefix, ctx.router)
      : source.category
        ? buildPath({ type: 'category', slug: source.category }, ctx.langPrefix, ctx.router)
        : source.tag
          ? buildPath({ type: 'tag', slug: source.tag }, ctx.langPrefix, ctx.router)
          : undefined;
    return { ...section, settings: { ...section.settings, source: undefined, products, viewAll } } as Section;
  }
  if (section.type === 'collection-list') {
    const slugs = (section.settings.collections as string[] | undefined) ?? [];
    const rows = slugs.length
      ? await db
          .select({ slug: collections.slug, title: collections.title, image: collections.image })
          .from(collections)
          .where(inArray(collections.slug, slugs))
          .orderBy(asc(collections.position))
      : [];
    const items = rows.map((c) => ({
      title: localize(c.title, ctx.lang),
      image: c.image,
      href: buildPath({ type: 'collection', slug: c.slug }, ctx.langPrefix, ctx.router),
    }));
    return { ...section, settings: { ...section.settings, collections: items } } as Section;
  }
  if (section.type === 'article-list') {
    const limit = Math.min(Number(section.settings.limit ?? 3) || 3, 24);
    const exclude = typeof section.settings.exclude === 'string' ? section.settings.exclude : null;
    const { list } = await listArticles(db, { limit: exclude ? limit + 1 : limit, tag: section.settings.tag as string | undefined }, ctx.lang);
    const items = list
      .filter((a) => a.slug !== exclude)
      .slice(0, limit)
      .map((a) => ({ ...a, href: buildPath({ type: 'article', slug: a.slug }, ctx.langPrefix, ctx.router) }));
    return { ...section, settings: { ...section.settings, exclude: undefined, articles: items } } as Section;
  }
  return section as Section;
}

/** Localises and expands a region's sections; data sections load in parallel. */
export function renderSections(db: Db, sections: StoredSection[], ctx: LinkContext): Promise<Section[]> {
  return Promise.all(sections.map((s) => expand(db, localizeDeep(s, ctx) as StoredSection, ctx)));
}
