/**
 * The merchant's page builder: a page's draft beside its live content, publishing the draft as a
 * new version, and going back to a published version. Every publish keeps a version row; the
 * live columns of `pages` always hold the newest published version.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PageContent, PageDraftBody } from '../../shared/contracts/pages-admin.ts';
import { buildPath, type PageTarget } from '../../shared/routes.ts';
import type { Db, Executor } from '../platform/db/client.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { pages, pageVersions, type StoredPageContent } from './content.schema.ts';
import { sanitizeSections } from './rich-text.ts';

const EDITABLE_KINDS = ['home', 'page', 'app', 'custom', 'inquiry'];

const row = {
  id: pages.id,
  kind: pages.kind,
  slug: pages.slug,
  title: pages.title,
  description: pages.description,
  sections: pages.sections,
  hideHead: pages.hideHead,
  hideFoot: pages.hideFoot,
  published: pages.published,
  draft: pages.draft,
  version: pages.version,
  updatedAt: pages.updatedAt,
};
type PageRow = typeof pages.$inferSelect;

const liveOf = (page: PageRow): StoredPageContent => ({
  title: page.title,
  description: page.description,
  sections: page.sections,
  hideHead: page.hideHead,
  hideFoot: page.hideFoot,
});

function storefrontPath(kind: string, slug: string): string {
  const target = (kind === 'home' ? { type: 'home' } : { type: kind, slug }) as PageTarget;
  return buildPath(target);
}

function view(page: PageRow) {
  const content = page.draft ?? liveOf(page);
  return {
    id: page.id,
    kind: page.kind,
    slug: page.slug,
    title: content.title.en ?? page.slug,
    published: page.published,
    version: page.version,
    hasDraft: page.draft !== null,
    updatedAt: page.updatedAt.toISOString(),
    hideHead: page.hideHead,
    hideFoot: page.hideFoot,
    content,
    path: storefrontPath(page.kind, page.slug),
  };
}
export type PageView = ReturnType<typeof view>;

async function load(db: Executor, id: number, lock = false): Promise<PageRow> {
  const query = db
    .select(row)
    .from(pages)
    .where(and(eq(pages.id, id), inArray(pages.kind, EDITABLE_KINDS)));
  const [page] = await (lock ? query.for('update') : query);
  invariant(page, 'NOT_FOUND');
  return page;
}

/** The texts left empty dropped, rich text sanitised: what is stored. */
function stored(content: PageContent): StoredPageContent {
  const texts = (value: Record<string, string | undefined> | undefined) =>
    Object.fromEntries(Object.entries(value ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return {
    title: texts(content.title),
    description: texts(content.description),
    sections: sanitizeSections(content.sections as StoredPageContent['sections']),
    hideHead: content.hideHead ?? false,
    hideFoot: content.hideFoot ?? false,
  };
}

export async function listBuilderPages(db: Db) {
  const list = await db.select(row).from(pages).where(inArray(pages.kind, EDITABLE_KINDS)).orderBy(pages.kind, pages.slug);
  return list.map((page) => {
    const { content: _content, path: _path, ...rest } = view(page);
    return rest;
  });
}

export async function getBuilderPage(db: Db, id: number): Promise<PageView> {
  return view(await load(db, id));
}

/** Saves the draft (the live page does not change); a page without `id` is created unpublished. */
export async function saveDraft(tx: Executor, body: PageDraftBody): Promise<{ before: PageView | null; after: PageView }> {
  const { id: _id, kind: _kind, slug: _slug, ...fields } = body;
  const content = stored(fields);
  if (body.id) {
    const before = view(await load(tx, body.id, true));
    await tx.update(pages).set({ draft: content, updatedAt: new Date() }).where(eq(pages.id, body.id));
    return { before, after: view(await load(tx, body.id)) };
  }
  if (!body.kind || !body.slug) throw new DomainError('VALIDATION');
  const [taken] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.kind, body.kind), eq(pages.slug, body.slug)));
  if (taken) throw new DomainError('PAGE_SLUG_TAKEN', { slug: body.slug }, { field: 'slug' });
  const [created] = await tx
    .insert(pages)
    .values({ kind: body.kind, slug: body.slug, title: content.title, published: false, draft: content })
    .returning({ id: pages.id });
  return { before: null, after: view(await load(tx, created!.id)) };
}

async function makeLive(tx: Executor, page: PageRow, content: StoredPageContent, byEmail: string) {
  let version = page.version;
  // A page from before versions were kept: its live content becomes version 1, so it can come back.
  if (version === 0 && page.published) {
    version = 1;
    await tx.insert(pageVersions).values({ pageId: page.id, version, content: liveOf(page), byEmail: '' });
  }
  version += 1;
  await tx.insert(pageVersions).values({ pageId: page.id, version, content, byEmail });
  await tx
    .update(pages)
    .set({ ...content, published: true, draft: null, version, updatedAt: new Date() })
    .where(eq(pages.id, page.id));
}

/** The draft (or, without one, the live content again) becomes the live page as a new version. */
export async function publishPage(tx: Executor, id: number, byEmail: string) {
  const page = await load(tx, id, true);
  const before = view(page);
  await makeLive(tx, page, page.draft ?? liveOf(page), byEmail);
  return { before, after: view(await load(tx, id)) };
}

/** A published version's content goes live again, as a new version; an unpublished draft is dropped. */
export async function revertPage(tx: Executor, id: number, version: number, byEmail: string) {
  const page = await load(tx, id, true);
  const [kept] = await tx
    .select({ content: pageVersions.content })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, id), eq(pageVersions.version, version)));
  invariant(kept, 'NOT_FOUND');
  const before = view(page);
  await makeLive(tx, page, kept.content, byEmail);
  return { before, after: view(await load(tx, id)) };
}

export async function pageVersionList(db: Db, id: number) {
  await load(db, id);
  const rows = await db
    .select({ version: pageVersions.version, createdAt: pageVersions.createdAt, by: pageVersions.byEmail, content: pageVersions.content })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, id))
    .orderBy(desc(pageVersions.version));
  return rows.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString(), by: v.by, sections: v.content.sections.length }));
}
