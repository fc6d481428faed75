/**
 * The demo shop's pages and journal articles, expanded from their data files (see demo-data.ts):
 * menus built from the catalogue, hero slides, banner images and page texts filled in, internal
 * links localised. Pure: image URLs are passed in by the seeder once the banners are stored, and
 * rich-text HTML is sanitised by the seeder before it is stored.
 */
import { switchLanguage, type PageTarget } from '../../shared/routes.ts';
import { demoCollections } from './demo-catalog.ts';
import { DEMO_LANGS, demoArticleData, demoCategories, demoPageData, demoPageTexts, demoTags, perLang, type DemoMenuItemData, type L10n } from './demo-data.ts';

export interface MenuItem {
  label: L10n;
  target: PageTarget;
  children?: MenuItem[];
}

export type DemoPage = Omit<(typeof demoPageData.pages)[number], 'sections'> & {
  sections: Array<{ type: string; settings: Record<string, unknown> }>;
};

/** Banner URLs the pages show, stored by the seeder. */
export interface DemoPageImages {
  hero: string;
  story: string;
  /** Second and third hero slides. */
  summer: string;
  gifts: string;
}

/** The text with its internal links (English paths in the data) leading to the same page in each language. */
const localizeLinks = (text: L10n): L10n =>
  perLang((lang) => text[lang].replace(/href="(\/[^"]*)"/g, (_, path: string) => `href="${switchLanguage(path, lang === 'en' ? '' : lang)}"`));

export const demoArticles = demoArticleData.map((a) => ({ ...a, body: localizeLinks(a.body) }));

const categoryItem = (slug: string, withChildren: boolean): MenuItem => {
  const children = withChildren ? demoCategories.filter((c) => c.parent === slug).map((c) => categoryItem(c.slug, true)) : [];
  return { label: demoCategories.find((c) => c.slug === slug)!.name, target: { type: 'category', slug }, ...(children.length ? { children } : {}) };
};

/** What the category, collection, tag or page a target names is called. */
function titleOf(target: PageTarget): L10n {
  const slug = ('slug' in target && target.slug) || '';
  const title =
    target.type === 'category'
      ? demoCategories.find((c) => c.slug === slug)?.name
      : target.type === 'collection'
        ? demoCollections.find((c) => c.slug === slug)?.title
        : target.type === 'tag'
          ? demoTags.find((t) => t.slug === slug)?.name
          : demoPageTexts[slug]?.title;
  if (!title) throw new Error(`data/pages.json: the menu item for ${JSON.stringify(target)} needs a label`);
  return title;
}

function menuItems(items: DemoMenuItemData[]): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (!('each' in item)) {
      const children = item.children && { children: menuItems(item.children) };
      return [{ label: item.label ?? titleOf(item.target), target: item.target, ...children }];
    }
    if (item.each === 'collection') return demoCollections.map((c) => ({ label: c.title, target: { type: 'collection', slug: c.slug } }));
    return demoCategories.filter((c) => !c.parent).map((c) => categoryItem(c.slug, item.subcategories ?? false));
  });
}

const menus: Record<string, () => unknown> = {
  header: () => menuItems(demoPageData.menus.header),
  footer: () => demoPageData.menus.footer.map((column) => ({ title: column.title, items: menuItems(column.items) })),
};

const isL10n = (value: object): value is L10n =>
  Object.keys(value).length === DEMO_LANGS.length && DEMO_LANGS.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string');

/**
 * Section settings as the data writes them, with links localised and references filled in:
 * `{"$image": name}` a banner's URL, `{"$text": "slug.field"}` a page text, `{"$menu": name}` a
 * menu, `{"$hero": [slide, …]}` a hero's settings (its first slide's, plus all of them when there
 * are several).
 */
function resolve(value: unknown, images: DemoPageImages, where: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => resolve(v, images, `${where}[${i}]`));
  if (!value || typeof value !== 'object') return value;
  if (isL10n(value)) return localizeLinks(value);
  const [key, arg] = Object.entries(value)[0] ?? [];
  const found = <T>(result: T | undefined): T => {
    if (result === undefined) throw new Error(`data/pages.json ${where}: unknown ${key} ${JSON.stringify(arg)}`);
    return result;
  };
  switch (key) {
    case '$image':
      return found(images[arg as keyof DemoPageImages]);
    case '$text': {
      const [slug, field] = String(arg).split('.');
      return localizeLinks(found(demoPageTexts[slug]?.[field as 'title' | 'description' | 'html']));
    }
    case '$menu':
      return found(menus[arg as string])();
    case '$hero': {
      const slides = (arg as string[]).map((name) => resolve(found(demoPageData.heroSlides[name]), images, `heroSlides.${name}`));
      return slides.length > 1 ? { ...(slides[0] as object), slides } : slides[0];
    }
    default:
      if (key?.startsWith('$')) throw new Error(`data/pages.json ${where}: unknown reference ${key}`);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, images, `${where}.${k}`)]));
}

export function buildDemoPages(images: DemoPageImages): DemoPage[] {
  return demoPageData.pages.map((page, i) => ({
    ...page,
    sections: page.sections.map((section, j) => ({
      type: section.type,
      settings: resolve(section.settings, images, `pages[${i}].sections[${j}].settings`) as Record<string, unknown>,
    })),
  }));
}
