/** The merchant's category, collection and tag calls under /api/admin (staff with `catalog.read` / `catalog.write`). */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryArrange,
  adminCategoryDelete,
  adminCategorySave,
  adminCategoryTree,
  adminCollectionDelete,
  adminCollectionGet,
  adminCollectionList,
  adminCollectionSave,
  adminTagDelete,
  adminTagList,
  adminTagMerge,
  adminTagSave,
} from '../../shared/contracts/taxonomy-admin.ts';
import { permit } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { invariant } from '../platform/http/errors.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { purge } from '../platform/purge.ts';
import {
  arrangeCategories,
  categoryTree,
  collectionById,
  collectionList,
  deleteCategory,
  deleteCollection,
  deleteTag,
  mergeTags,
  saveCategory,
  saveCollection,
  saveTag,
  tagList,
} from './taxonomy.admin.service.ts';

export function taxonomyAdminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const read = permit('catalog.read');
    const write = permit('catalog.write');
    /** A write's answer, after this process's catalogue caches are dropped. */
    const changed = <T>(data: T, message: string) => {
      purge('catalog');
      return ok(data, message);
    };

    route(app, adminCategoryTree, read, async () => ok({ list: await categoryTree(db) }));
    route(app, adminCategorySave, write, async (request) => changed(await saveCategory(db, request, request.body), request.t('taxonomy.saved')));
    route(app, adminCategoryDelete, write, async (request) => {
      await deleteCategory(db, request, request.body.id);
      return changed(null, request.t('taxonomy.deleted'));
    });
    route(app, adminCategoryArrange, write, async (request) => changed({ list: await arrangeCategories(db, request, request.body) }, request.t('taxonomy.arranged')));

    route(app, adminCollectionList, read, async (request) => ok({ list: await collectionList(db, request.lang) }));
    route(app, adminCollectionGet, read, async (request) => {
      const collection = await collectionById(db, request.body.id);
      invariant(collection, 'NOT_FOUND');
      return ok(collection);
    });
    route(app, adminCollectionSave, write, async (request) => changed(await saveCollection(db, request, request.body), request.t('taxonomy.saved')));
    route(app, adminCollectionDelete, write, async (request) => {
      await deleteCollection(db, request, request.body.id);
      return changed(null, request.t('taxonomy.deleted'));
    });

    route(app, adminTagList, read, async () => ok({ list: await tagList(db) }));
    route(app, adminTagSave, write, async (request) => changed(await saveTag(db, request, request.body), request.t('taxonomy.saved')));
    route(app, adminTagDelete, write, async (request) => {
      await deleteTag(db, request, request.body.id);
      return changed(null, request.t('taxonomy.deleted'));
    });
    route(app, adminTagMerge, write, async (request) => changed(await mergeTags(db, request, request.body.from, request.body.into), request.t('taxonomy.merged')));
  };
}

export async function registerTaxonomyAdmin(app: FastifyInstance, db: Db) {
  await app.register(taxonomyAdminRoutes(db), ADMIN);
}
