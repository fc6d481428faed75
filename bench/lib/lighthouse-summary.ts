/** Boils a Lighthouse result (LHR) down to what `npm run lighthouse` prints and saves. */
import { gzipSync } from 'node:zlib';

/** The part of the LHR the summary reads (the package's own types are large and loose here). */
export interface Lhr {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { title: string; score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: Array<Record<string, unknown>> };
    }
  >;
}

export interface FailedAudit {
  category: string;
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue?: string;
  /** Up to three failing elements (selector and HTML snippet). */
  examples?: string[];
}

export interface PageSummary {
  page: string;
  url: string;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  js: {
    requests: number;
    transferBytes: number;
    resourceBytes: number;
    gzipBytes: number | null;
    files: Array<{ url: string; transferBytes: number; resourceBytes: number; gzipBytes: number | null }>;
  };
  failedAudits: FailedAudit[];
  performanceHints: Array<{ id: string; title: string; score: number | null; displayValue?: string }>;
  warnings: string[];
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JUDGED = ['accessibility', 'best-practices', 'seo'];
const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

const gzipCache = new Map<string, number | null>();
/** Gzip size (level 6) of a script, fetched again without compression. */
async function gzipSize(url: string): Promise<number | null> {
  if (!gzipCache.has(url)) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      gzipCache.set(url, res.ok ? gzipSync(Buffer.from(await res.arrayBuffer())).length : null);
    } catch {
      gzipCache.set(url, null);
    }
  }
  return gzipCache.get(url)!;
}

/** An entry of Chrome's Issues panel (the inspector-issues audit): its type and what it names (a request, a form field, a cookie). */
function issueText(item: Record<string, unknown>): string {
  const sub = ((item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).map((s) => JSON.stringify(s));
  return `${item.issueType as string}${sub.length ? `: ${sub.join('; ')}` : ''}`;
}

function examples(items: Array<Record<string, unknown>> | undefined): string[] | undefined {
  const out: string[] = [];
  for (const item of items ?? []) {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    const text = node
      ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim()
      : typeof item.url === 'string'
        ? item.url
        : typeof item.description === 'string'
          ? item.description
          : typeof item.issueType === 'string'
            ? issueText(item)
            : '';
    if (text) out.push(text.length > 240 ? `${text.slice(0, 240)}…` : text);
    if (out.length === 3) break;
  }
  return out.length ? out : undefined;
}

export async function summarize(page: string, url: string, lhr: Lhr): Promise<PageSummary> {
  const audit = (id: string) => lhr.audits[id];
  const metric = (id: string) => (typeof audit(id)?.numericValue === 'number' ? Math.round(audit(id).numericValue! * 1000) / 1000 : null);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100)]));

  const requests = (audit('network-requests')?.details?.items ?? []) as Array<{ url: string; resourceType?: string; transferSize?: number; resourceSize?: number }>;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const files = await Promise.all(
    scripts.map(async (r) => ({ url: r.url, transferBytes: r.transferSize ?? 0, resourceBytes: r.resourceSize ?? 0, gzipBytes: await gzipSize(r.url) })),
  );
  const sum = (pick: (f: (typeof files)[number]) => number) => files.reduce((a, f) => a + pick(f), 0);
  const gzipKnown = files.every((f) => f.gzipBytes !== null);

  const failedAudits: FailedAudit[] = [];
  for (const category of JUDGED) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (!a || a.score === null || a.score >= 1 || ['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode)) continue;
      failedAudits.push({ category, id: a.id, title: a.title, score: a.score, weight: ref.weight, displayValue: a.displayValue, examples: examples(a.details?.items) });
    }
  }
  const performanceHints = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => audit(ref.id))
    .filter((a) => a && !METRICS.has(a.id) && a.score !== null && a.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));

  return {
    page,
    url,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
    js: {
      requests: files.length,
      transferBytes: sum((f) => f.transferBytes),
      resourceBytes: sum((f) => f.resourceBytes),
      gzipBytes: gzipKnown ? sum((f) => f.gzipBytes ?? 0) : null,
      files,
    },
    failedAudits,
    performanceHints,
    warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
  };
}

const kb = (n: number | null) => (n === null ? '–' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n: number | null) => (n === null ? '–' : `${Math.round(n).toLocaleString('en')} ms`);

export function printSummaries(pages: PageSummary[]): void {
  const head = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'JS transfer', 'JS gzip', 'JS raw'];
  const rows = pages.map((p) => [
    p.page,
    ...CATEGORIES.map((c) => String(p.scores[c] ?? '–')),
    ms(p.lcpMs),
    ms(p.tbtMs),
    p.cls === null ? '–' : p.cls.toFixed(3),
    `${kb(p.js.transferBytes)} (${p.js.requests})`,
    kb(p.js.gzipBytes),
    kb(p.js.resourceBytes),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
  console.log('  JS transfer = bytes over the wire (as the server compressed them) of Script requests, (n) = requests; gzip = the same files gzipped here');

  for (const p of pages) {
    console.log(`\n${p.page}: ${p.url}`);
    const biggest = [...p.js.files].sort((a, b) => b.resourceBytes - a.resourceBytes).slice(0, 2);
    for (const f of biggest) console.log(`  script ${new URL(f.url).pathname}: ${kb(f.resourceBytes)} raw, ${kb(f.gzipBytes)} gzip, ${kb(f.transferBytes)} transferred`);
    if (!p.failedAudits.length) console.log('  no failed accessibility / best-practices / SEO audits');
    for (const a of p.failedAudits) {
      console.log(`  FAILED ${a.category} ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.weight ? '' : ' [weight 0]'}`);
      for (const e of a.examples ?? []) console.log(`      ${e}`);
    }
    for (const h of p.performanceHints) console.log(`  perf hint ${h.id}: ${h.title}${h.displayValue ? ` (${h.displayValue})` : ''} score ${h.score}`);
    for (const w of p.warnings) console.log(`  warning: ${w}`);
  }
}
