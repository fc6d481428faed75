/**
 * Catalogue imports running in the background of this process, polled by the console for their
 * progress. Their state is kept in memory: an import outlives its request but not a restart, and
 * what it wrote before stays written (one transaction per batch).
 */
import { randomUUID } from 'node:crypto';
import type { CatalogImportJob } from '../../shared/contracts/catalog-import-admin.ts';

const jobs = new Map<string, CatalogImportJob>();
/** Finished jobs are forgotten after this long. */
const KEEP_MS = 60 * 60 * 1000;

/** Starts `work` in the background; it reports progress through the function it is given. */
export function startImportJob(
  total: number,
  work: (progress: (done: number) => void) => Promise<CatalogImportJob['counts']>,
  onFailure: (error: unknown) => void,
): CatalogImportJob {
  const job: CatalogImportJob = { id: randomUUID(), state: 'running', done: 0, total, counts: { create: 0, update: 0, variants: 0 }, error: null };
  jobs.set(job.id, job);
  const forget = () => setTimeout(() => jobs.delete(job.id), KEEP_MS).unref();
  work((done) => {
    job.done = done;
  })
    .then((counts) => {
      Object.assign(job, { state: 'done', counts, done: total });
      forget();
    })
    .catch((error: unknown) => {
      Object.assign(job, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
      onFailure(error);
      forget();
    });
  return { ...job };
}

export function importJob(id: string): CatalogImportJob | null {
  const job = jobs.get(id);
  return job ? { ...job, counts: { ...job.counts } } : null;
}
