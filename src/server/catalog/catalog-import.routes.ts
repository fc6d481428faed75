/** The catalogue's CSV under /api/admin: import (checked, then written in the background) and export. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { adminCatalogImport, adminCatalogImportJob, CATALOG_CSV_MAX_BYTES, CATALOG_EXPORT_PATH } from '../../shared/contracts/catalog-import-admin.ts';
import { audit } from '../accounts/audit.ts';
import { permit } from '../accounts/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { ADMIN } from '../platform/http/prefixes.ts';
import { route } from '../platform/http/route.ts';
import { purge } from '../platform/purge.ts';
import { catalogCsv } from './catalog-export.ts';
import { planImport } from './catalog-import.ts';
import { writeImport } from './catalog-import-write.ts';
import { importJob, startImportJob } from './catalog-import-jobs.ts';
import type { SaveProductDeps } from './products.admin.service.ts';

export interface CatalogImportDeps extends SaveProductDeps {
  db: Db;
}

export function catalogImportRoutes(deps: CatalogImportDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // JSON escapes (a quote becomes \") can double a file's size on the way.
    route(app, adminCatalogImport, { ...permit('catalog.write'), bodyLimit: CATALOG_CSV_MAX_BYTES * 2 }, async (request) => {
      // A dry run writes nothing; an import writes its one audit row when it ends.
      request.audited = true;
      const plan = await planImport(db, request.body.csv, request.t);
      const answer = { errors: plan.errors, errorCount: plan.errorCount, counts: plan.counts, jobId: null };
      if (plan.errorCount && !request.body.dryRun) throw new DomainError('IMPORT_HAS_ERRORS', { count: plan.errorCount }, answer);
      if (request.body.dryRun || plan.errorCount) return ok(answer);
      const user = request.staff?.user;
      const who = user ? { id: user.id, email: user.email } : null;
      const finish = async (after: unknown) => {
        purge('catalog');
        await audit(db, request, { action: 'catalog.import', entity: 'catalog', after });
      };
      const job = startImportJob(
        plan.products.length,
        async (progress) => {
          const counts = await writeImport(db, plan.products, deps, who, progress);
          await finish(counts);
          return counts;
        },
        (error) => {
          request.log.error({ err: error }, 'catalogue import failed');
          finish({ failed: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
        },
      );
      return ok({ ...answer, jobId: job.id }, request.t('catalogImport.started'));
    });
    route(app, adminCatalogImportJob, permit('catalog.read'), async (request) => {
      const job = importJob(request.body.id);
      invariant(job, 'NOT_FOUND');
      return ok(job);
    });
    app.get(
      CATALOG_EXPORT_PATH.slice(ADMIN.prefix.length),
      { config: { permission: 'catalog.read' }, schema: { tags: ['admin', 'catalog'], summary: 'The catalogue as CSV, one row per variant' } },
      async (_request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(catalogCsv(db)));
      },
    );
  };
}

export async function registerCatalogImport(app: FastifyInstance, deps: CatalogImportDeps) {
  await app.register(catalogImportRoutes(deps), ADMIN);
}
