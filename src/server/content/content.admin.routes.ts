/** The merchant's content calls under /api/admin: the page builder's pages, drafts and versions; the navigation menus; articles and authors. */
import { merchantPageTag } from './content.service.ts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPageGet, adminPageList, adminPagePublish, adminPageRevert, adminPageSaveDraft, adminPageVersions } from '../../shared/contracts/pages-admin.ts';
import { audit } from '../accounts/audit.ts';
import { permit, staffOf } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { purge } from '../platform/purge.ts';
import {
  adminArticleDelete,
  adminArticleGet,
  adminArticleList,
  adminArticlePublish,
  adminArticleSave,
  adminAuthorDelete,
  adminAuthorList,
  adminAuthorSave,
  adminMenuGet,
  adminMenuSave,
  adminMenuTargets,
} from '../../shared/contracts/content-admin.ts';
import { articleById, articleList, authorList, deleteArticle, deleteAuthor, publishArticle, saveArticle, saveAuthor } from './articles.admin.service.ts';
import { getMenu, linkChoices, saveMenu } from './menus.service.ts';
import { getBuilderPage, listBuilderPages, pageVersionList, publishPage, revertPage, saveDraft } from './page-builder.service.ts';

/** The storefront pages a merchant page's publication changes: its own (the home page's), or every page for the head and foot. */
function pageTags(page: { id: number; kind: string; slug: string }): { tags?: string[] } {
  return page.kind === 'layout' ? {} : { tags: [merchantPageTag(page.kind, page.slug)] };
}

export function contentAdminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminPageList, permit('content.read'), async () => ok({ list: await listBuilderPages(db) }));
    route(app, adminPageGet, permit('content.read'), async (request) => ok(await getBuilderPage(db, request.body.id)));
    route(app, adminPageVersions, permit('content.read'), async (request) => ok({ list: await pageVersionList(db, request.body.id) }));
    route(app, adminPageSaveDraft, permit('content.write'), async (request) => {
      const saved = await db.transaction(async (tx) => {
        const { before, after } = await saveDraft(tx, request.body);
        await audit(tx, request, { action: 'page.draft', entity: 'page', entityId: after.id, before: before?.content ?? null, after: after.content });
        return after;
      });
      return ok(saved, request.t('pageBuilder.draftSaved'));
    });
    route(app, adminPagePublish, permit('content.write'), async (request) => {
      const email = staffOf(request).user.email ?? '';
      const published = await db.transaction(async (tx) => {
        const { before, after } = await publishPage(tx, request.body.id, email);
        await audit(tx, request, {
          action: 'page.publish',
          entity: 'page',
          entityId: after.id,
          before: { version: before.version },
          after: { version: after.version, content: after.content },
        });
        return after;
      });
      purge('content', pageTags(published));
      return ok(published, request.t('pageBuilder.published'));
    });
    route(app, adminPageRevert, permit('content.write'), async (request) => {
      const { id, version } = request.body;
      const email = staffOf(request).user.email ?? '';
      const reverted = await db.transaction(async (tx) => {
        const { before, after } = await revertPage(tx, id, version, email);
        await audit(tx, request, {
          action: 'page.revert',
          entity: 'page',
          entityId: id,
          before: { version: before.version },
          after: { version: after.version, from: version },
        });
        return after;
      });
      purge('content', pageTags(reverted));
      return ok(reverted, request.t('pageBuilder.reverted', { version }));
    });

    const read = permit('content.read');
    const write = permit('content.write');
    /** A write's answer, after the storefront's page caches are dropped so the next page shows it. */
    const changed = <T>(data: T, message: string) => {
      purge('content');
      return ok(data, message);
    };

    route(app, adminMenuGet, read, async (request) => ok(await getMenu(db, request.body.menu)));
    route(app, adminMenuTargets, read, async () => ok({ list: await linkChoices(db) }));
    route(app, adminMenuSave, write, async (request) => changed(await saveMenu(db, request, request.body.menu, request.body.items), request.t('content.menuSaved')));

    route(app, adminArticleList, read, async (request) => ok(await articleList(db, request.body)));
    route(app, adminArticleGet, read, async (request) => ok(await articleById(db, request.body.id)));
    route(app, adminArticleSave, write, async (request) => changed(await saveArticle(db, request, request.body), request.t('content.articleSaved')));
    route(app, adminArticlePublish, write, async (request) => {
      const article = await publishArticle(db, request, request.body.id, request.body.published);
      return changed(article, request.t(article.published ? 'content.articlePublished' : 'content.articleUnpublished'));
    });
    route(app, adminArticleDelete, write, async (request) => {
      await deleteArticle(db, request, request.body.id);
      return changed(null, request.t('content.articleDeleted'));
    });

    route(app, adminAuthorList, read, async () => ok({ list: await authorList(db) }));
    route(app, adminAuthorSave, write, async (request) => changed(await saveAuthor(db, request, request.body), request.t('content.authorSaved')));
    route(app, adminAuthorDelete, write, async (request) => {
      await deleteAuthor(db, request, request.body.id);
      return changed(null, request.t('content.authorDeleted'));
    });
  };
}

export async function registerContentAdmin(app: FastifyInstance, deps: { db: Db }) {
  await app.register(contentAdminRoutes(deps.db), ADMIN);
}
