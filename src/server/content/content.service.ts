/** Merchant pages: a page of a route family by slug, the shared layout regions, and the published pages. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { pages } from './content.schema.ts';
import { tagPage } from '../platform/page-tags.ts';

/** The tag of the storefront pages showing the merchant page `kind`/`slug` (the page cache's). */
export const merchantPageTag = (kind: string, slug: string) => `page:${kind}:${slug}`;

/**
 * A published page of the route family `kind` (page, app, custom, inquiry, home). With `preview`
 * (a staff member's `?preview=true`) the merchant's unpublished draft instead, and unpublished
 * pages too.
 */
export async function findPage(db: Db, kind: string, slug: string, preview = false) {
  // Tagged found or not: publishing the page changes a page that showed its absence too.
  tagPage(merchantPageTag(kind, slug));
  const [page] = await db
    .select({
      id: pages.id,
      title: pages.title,
      description: pages.description,
      sections: pages.sections,
      hideHead: pages.hideHead,
      hideFoot: pages.hideFoot,
      draft: pages.draft,
    })
    .from(pages)
    .where(and(eq(pages.kind, kind), eq(pages.slug, slug), preview ? undefined : eq(pages.published, true)))
    .limit(1);
  if (!page) return undefined;
  const { draft, ...live } = page;
  return preview && draft ? { ...live, ...draft } : live;
}

/** The head and foot regions every page shares (pages of kind 'layout', by slug). */
export function layoutPages(db: Db) {
  return db.select({ slug: pages.slug, sections: pages.sections }).from(pages).where(eq(pages.kind, 'layout'));
}

/** The slugs of the published pages of kind 'page' (the sitemap lists them). */
export function publishedPageSlugs(db: Db) {
  return db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.kind, 'page'), eq(pages.published, true)));
}
