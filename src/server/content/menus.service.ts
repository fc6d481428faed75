/**
 * The storefront's navigation menus, as the merchant edits them. They live where the storefront
 * reads them: the header section of the shared head region (`settings.menu`) and the footer
 * section of the foot region (`settings.menus`, one column per entry), both pages of kind
 * 'layout'. A link is stored as a target (resolved per language and router on each page) or, for
 * an address, as `href`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SCREEN_LINKS, SLUG_LINKS, type AdminMenu, type LinkChoice, type MenuEntry, type MenuLink, type MenuName } from '../../shared/contracts/content-admin.ts';
import { ACCOUNT_SCREENS, buildPath, type PageTarget } from '../../shared/routes.ts';
import { audit } from '../accounts/audit.ts';
import { categories, collections, products, tags } from '../catalog/catalog.schema.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import type { Localized } from '../platform/db/columns.ts';
import { DomainError } from '../platform/http/errors.ts';
import { articles, pages, type Section } from './content.schema.ts';

/** Where each menu is kept: the layout page, its section type and the setting holding the items. */
const PLACES = {
  header: { page: 'head', section: 'header', title: 'Header' },
  footer: { page: 'foot', section: 'footer', title: 'Footer' },
} as const satisfies Record<MenuName, unknown>;

interface StoredLink {
  label?: Localized | string;
  target?: PageTarget;
  href?: string;
  children?: StoredLink[];
}
interface StoredColumn {
  title?: Localized | string;
  items?: StoredLink[];
}

const texts = (value: Localized | string | undefined): Localized => (typeof value === 'string' ? { en: value } : { ...(value ?? {}) });

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** The stored link as the editor shows it; a target the editor has no kind for becomes its address. */
function linkOf(stored: StoredLink): MenuLink | null {
  const target = stored.target as { type?: unknown; slug?: unknown; screen?: unknown } | undefined;
  if (target && typeof target === 'object') {
    if (isOneOf(SLUG_LINKS, target.type) && typeof target.slug === 'string') return { type: target.type, slug: target.slug };
    if (isOneOf(SCREEN_LINKS, target.type)) return { type: target.type };
    if (target.type === 'account' && isOneOf(ACCOUNT_SCREENS, target.screen)) return { type: 'account', screen: target.screen };
    return { type: 'url', url: buildPath(stored.target as PageTarget) };
  }
  if (typeof stored.href === 'string' && stored.href) return { type: 'url', url: stored.href };
  return null;
}

function storedLink(link: MenuLink): Pick<StoredLink, 'target' | 'href'> {
  if (link.type === 'url') return { href: link.url };
  return { target: link as PageTarget };
}

async function layoutPage(db: Executor, menu: MenuName, lock = false) {
  const query = db
    .select({ id: pages.id, sections: pages.sections })
    .from(pages)
    .where(and(eq(pages.kind, 'layout'), eq(pages.slug, PLACES[menu].page)))
    .limit(1);
  const [page] = await (lock ? query.for('update') : query);
  return page;
}

function menuOf(menu: MenuName, sections: Section[]): AdminMenu {
  const section = sections.find((s) => s.type === PLACES[menu].section);
  if (menu === 'header') {
    const stored = Array.isArray(section?.settings.menu) ? (section.settings.menu as StoredLink[]) : [];
    return {
      menu,
      items: stored.map((item) => ({
        label: texts(item.label),
        link: linkOf(item),
        children: (item.children ?? []).flatMap((child) => {
          const link = linkOf(child);
          return link ? [{ label: texts(child.label), link }] : [];
        }),
      })),
    };
  }
  const columns = Array.isArray(section?.settings.menus) ? (section.settings.menus as StoredColumn[]) : [];
  return {
    menu,
    items: columns.map((column) => ({
      label: texts(column.title),
      link: null,
      children: (column.items ?? []).flatMap((child) => {
        const link = linkOf(child);
        return link ? [{ label: texts(child.label), link }] : [];
      }),
    })),
  };
}

export async function getMenu(db: Executor, menu: MenuName): Promise<AdminMenu> {
  const page = await layoutPage(db, menu);
  return menuOf(menu, page?.sections ?? []);
}

/**
 * Refuses a link to a category, collection, page, article, tag or product that is not there,
 * naming the field (`items.2.children.0.link`). One query per kind of link the menu uses.
 */
async function checkLinks(db: Executor, items: MenuEntry[]) {
  const wanted = new Map<string, Array<{ slug: string; field: string }>>();
  const want = (link: MenuLink | null, field: string) => {
    if (link && 'slug' in link) wanted.set(link.type, [...(wanted.get(link.type) ?? []), { slug: link.slug, field }]);
  };
  items.forEach((item, i) => {
    want(item.link, `items.${i}.link`);
    item.children.forEach((child, j) => want(child.link, `items.${i}.children.${j}.link`));
  });
  for (const [type, links] of wanted) {
    const slugs = [...new Set(links.map((l) => l.slug))];
    const found = new Set((await slugsOf(db, type, slugs)).map((r) => r.slug));
    const missing = links.find((l) => !found.has(l.slug));
    if (missing) throw new DomainError('MENU_LINK_MISSING', { slug: missing.slug }, { field: missing.field });
  }
}

function slugsOf(db: Executor, type: string, slugs: string[]): Promise<Array<{ slug: string }>> {
  switch (type) {
    case 'category':
      return db.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
    case 'collection':
      return db.select({ slug: collections.slug }).from(collections).where(inArray(collections.slug, slugs));
    case 'tag':
      return db.select({ slug: tags.slug }).from(tags).where(inArray(tags.slug, slugs));
    case 'product':
      return db.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs));
    case 'article':
      return db.select({ slug: articles.slug }).from(articles).where(inArray(articles.slug, slugs));
    default:
      return db
        .select({ slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.kind, type), inArray(pages.slug, slugs)));
  }
}

function storedSettings(menu: MenuName, items: MenuEntry[]): Record<string, unknown> {
  const child = (c: MenuEntry['children'][number]): StoredLink => ({ label: c.label as Localized, ...storedLink(c.link) });
  if (menu === 'header') {
    return {
      menu: items.map((item) => ({
        label: item.label as Localized,
        ...(item.link ? storedLink(item.link) : {}),
        ...(item.children.length ? { children: item.children.map(child) } : {}),
      })),
    };
  }
  return { menus: items.map((item) => ({ title: item.label as Localized, items: item.children.map(child) })) };
}

/** Replaces a menu's items in one save; the region's other sections stay as they are. */
export async function saveMenu(db: Db, request: FastifyRequest, menu: MenuName, items: MenuEntry[]): Promise<AdminMenu> {
  return db.transaction(async (tx) => {
    await checkLinks(tx, items);
    const place = PLACES[menu];
    const page = await layoutPage(tx, menu, true);
    const before = menuOf(menu, page?.sections ?? []);
    const settings = storedSettings(menu, items);
    if (!page) {
      await tx.insert(pages).values({ kind: 'layout', slug: place.page, title: { en: place.title }, sections: [{ type: place.section, settings }] });
    } else {
      const has = page.sections.some((s) => s.type === place.section);
      const sections = has
        ? page.sections.map((s) => (s.type === place.section ? { ...s, settings: { ...s.settings, ...settings } } : s))
        : [...page.sections, { type: place.section, settings }];
      await tx.update(pages).set({ sections, updatedAt: new Date() }).where(eq(pages.id, page.id));
    }
    const after = menuOf(menu, (await layoutPage(tx, menu))?.sections ?? []);
    await audit(tx, request, { action: 'menu.save', entity: 'menu', entityId: menu, before, after });
    return after;
  });
}

/** What a menu item may lead to: categories, collections, pages and articles, tags, by slug and name. */
export async function linkChoices(db: Db): Promise<LinkChoice[]> {
  const [cats, cols, pageRows, arts, tagRows] = await Promise.all([
    db.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select({ slug: collections.slug, name: collections.title }).from(collections).orderBy(asc(collections.position), asc(collections.id)),
    db
      .select({ kind: pages.kind, slug: pages.slug, name: pages.title })
      .from(pages)
      .where(inArray(pages.kind, ['page', 'app', 'custom', 'inquiry']))
      .orderBy(asc(pages.kind), asc(pages.slug)),
    db.select({ slug: articles.slug, name: articles.title }).from(articles).orderBy(asc(articles.slug)),
    db.select({ slug: tags.slug, name: tags.name }).from(tags).orderBy(asc(tags.slug)),
  ]);
  return [
    ...cats.map((r) => ({ type: 'category', ...r })),
    ...cols.map((r) => ({ type: 'collection', ...r })),
    ...pageRows.map((r) => ({ type: r.kind, slug: r.slug, name: r.name })),
    ...arts.map((r) => ({ type: 'article', ...r })),
    ...tagRows.map((r) => ({ type: 'tag', ...r })),
  ];
}
