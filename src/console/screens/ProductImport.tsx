/**
 * The catalogue as a CSV file: download it, or choose a file to import. A chosen file is checked
 * at once (a dry run) and its errors listed by row and column; Import is offered only for a clean
 * file, and a progress bar follows the import running on the server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  adminCatalogImport,
  adminCatalogImportJob,
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_MAX_BYTES,
  CATALOG_EXPORT_PATH,
} from '../../shared/contracts/catalog-import-admin.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { refresh } from '../refresh.ts';

const primary = 'rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50';
const POLL_MS = 500;
/** Each column group's description key, beside the columns it covers. */
const COLUMN_HELP: Array<[string, string[]]> = [
  ['handle', ['handle']],
  ['title', CATALOG_CSV_COLUMNS.filter((c) => c.startsWith('title_'))],
  ['description', CATALOG_CSV_COLUMNS.filter((c) => c.startsWith('description_'))],
  ['status', ['status']],
  ['category', ['category']],
  ['lists', ['tags', 'collections']],
  ['images', ['images']],
  ['options', ['color', 'size', 'style']],
  ['sku', ['sku']],
  ['prices', ['price', 'compare_at_price']],
  ['stock', ['stock', 'weight']],
  ['variantImage', ['variant_image']],
];

function Columns() {
  const t = useT();
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-medium">{t('catalogImport.columnsHeading')}</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {COLUMN_HELP.map(([key, columns]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-xs">{columns.join(', ')}</dt>
            <dd>{t(`catalogImport.columns.${key}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-slate-600">{t('catalogImport.columns.firstRow')}</p>
    </details>
  );
}

function Progress({ jobId }: { jobId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: job } = useQuery({
    queryKey: ['catalog-import-job', jobId],
    queryFn: () => call(adminCatalogImportJob, { id: jobId }),
    refetchInterval: (query) => (query.state.data?.state === 'running' || !query.state.data ? POLL_MS : false),
  });
  const finished = job !== undefined && job.state !== 'running';
  useEffect(() => {
    if (finished) void refresh(queryClient, ['products']);
  }, [finished, queryClient]);
  if (!job) return null;
  const percent = job.total ? Math.round((job.done / job.total) * 100) : 100;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('catalogImport.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-slate-900 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm">{t('catalogImport.progressText', { done: job.done, total: job.total })}</p>
      {job.state === 'done' && <p role="status">{t('catalogImport.done', job.counts)}</p>}
      {job.state === 'failed' && <p role="alert">{t('catalogImport.failed', { error: job.error ?? '' })}</p>}
    </div>
  );
}

export default function ProductImport() {
  const t = useT();
  const canWrite = usePermitted('catalog.write');
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (text: string) => call(adminCatalogImport, { csv: text, dryRun: true }) });
  const start = useMutation({
    mutationFn: (text: string) => call(adminCatalogImport, { csv: text, dryRun: false }),
    onSuccess: (answer) => setJobId(answer.jobId),
  });
  const choose = async (file: File | undefined) => {
    setJobId(null);
    setProblem(null);
    setCsv(null);
    check.reset();
    start.reset();
    if (!file) return;
    if (file.size > CATALOG_CSV_MAX_BYTES) return setProblem(t('catalogImport.tooLarge'));
    const text = await file.text();
    setCsv(text);
    check.mutate(text);
  };
  const result = check.data;
  const failure = [check.error, start.error].find((e) => e);
  const clean = result && result.errorCount === 0;
  return (
    <div className="max-w-5xl space-y-6">
      <p>
        <Link className="text-sm text-blue-700 underline" to="/products">
          {t('products.nav')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t('catalogImport.heading')}</h1>
      <section className="space-y-2">
        <h2 className="text-lg font-medium">{t('catalogImport.exportHeading')}</h2>
        <p className="text-sm text-slate-600">{t('catalogImport.exportHint')}</p>
        <a className="inline-block rounded border border-slate-300 bg-white px-3 py-1.5 text-sm" href={CATALOG_EXPORT_PATH} download>
          {t('catalogImport.exportButton')}
        </a>
      </section>
      <Columns />
      {canWrite && (
        <section className="space-y-3">
          <h2 className="text-lg font-medium">{t('catalogImport.importHeading')}</h2>
          <p className="text-sm text-slate-600">{t('catalogImport.importHint')}</p>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('catalogImport.file')}</span>
            <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
          </label>
          {check.isPending && <p>{t('catalogImport.checking')}</p>}
          {problem && <p role="alert">{problem}</p>}
          {failure && <p role="alert">{failure instanceof ConsoleApiError ? failure.message : t('failed')}</p>}
          {clean && <p role="status">{t('catalogImport.clean', result.counts)}</p>}
          {result && result.errorCount > 0 && (
            <div className="space-y-2">
              <p role="alert">{t('catalogImport.errors', { count: result.errorCount })}</p>
              <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
                <table className="w-full text-left text-sm">
                  <thead className="bg-slate-50">
                    <tr>
                      {(['row', 'column', 'message'] as const).map((col) => (
                        <th key={col} className="px-3 py-2 font-medium">
                          {t(`catalogImport.col.${col}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {result.errors.map((e, i) => (
                      <tr key={i} className="border-t border-slate-100">
                        <td className="px-3 py-2">{e.row}</td>
                        <td className="px-3 py-2 font-mono text-xs">{e.column}</td>
                        <td className="px-3 py-2">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
          <button type="button" className={primary} disabled={!clean || !csv || start.isPending || jobId !== null} onClick={() => csv && start.mutate(csv)}>
            {t('catalogImport.import')}
          </button>
          {jobId && <Progress jobId={jobId} />}
        </section>
      )}
    </div>
  );
}
