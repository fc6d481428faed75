/**
 * `npm run lighthouse [-- --html] [--only home,category,product,cart,checkout,admin,admin-orders]`
 *
 * Starts the built shop on a fresh PGlite data dir with the demo shop (first start seeds it),
 * finds a category and a product, and audits the home, category and product pages with
 * Lighthouse (default mobile preset) in Debian's Chromium, then the cart (/cart) and the
 * checkout's first step (/checkout/information) of a visitor with the product in the cart (the
 * visitor's cookie is sent along, as a returning browser would). Prints the four category scores,
 * LCP, TBT, CLS and the JavaScript bytes per page, and every failed accessibility,
 * best-practices and SEO audit. It also signs in as the shop's owner (the credentials the first
 * start prints) and audits the merchant console's dashboard (/admin) and order list
 * (/admin/orders) for accessibility and best practices, with the session cookie sent along.
 * Writes bench/results/lighthouse-<timestamp>.json
 * (with --html also an HTML report per page).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { AUTH_HEADER, VISITOR_HEADER } from '../src/shared/constants.ts';
import { ensureBuilt, ROOT, SERVER_ENTRY } from './lib/build.ts';
import { CATEGORIES, printSummaries, summarize, type Lhr, type PageSummary } from './lib/lighthouse-summary.ts';
import { freePort, HOST, installExitHandlers, startChild, stopAll, waitReady } from './lib/processes.ts';
import { machineBusy, machineInfo, RESULTS_DIR } from './lib/report.ts';

const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_FLAGS;
const PAGE_TIMEOUT_MS = 180_000;
/** The console is a signed-in tool: audited for accessibility and best practices (no SEO, its performance is the bench's). */
const CONSOLE_CATEGORIES = ['accessibility', 'best-practices'] as const;

async function findTargets(origin: string): Promise<{ category: string; product: string }> {
  const res = await fetch(`${origin}/api/web/product/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({ page: 1, pageSize: 1, sort: 'recommended' }),
  });
  const json = (await res.json()) as { data?: { list?: Array<{ slug: string }> } };
  const home = await (await fetch(`${origin}/`)).text();
  const product = json.data?.list?.[0]?.slug ?? home.match(/href="\/product\/([^"?#/]+)/)?.[1];
  const category = home.match(/href="\/category\/([^"?#/]+)/)?.[1];
  if (!product) throw new Error(`no product found (POST /api/web/product/list answered ${res.status})`);
  if (!category) throw new Error('no /category/… link on the home page');
  return { category: decodeURIComponent(category), product: decodeURIComponent(product) };
}

/**
 * A new visitor with one item of `product` in the cart (a variant in stock), for the cart and
 * checkout pages: the visitor's cookie, to send with the page's requests.
 */
async function visitorWithCart(origin: string, product: string): Promise<string> {
  const visitorId = randomUUID();
  const post = async (call: string, body: unknown) => {
    const res = await fetch(`${origin}/api/web/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'en', [VISITOR_HEADER]: visitorId },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg?: string; data?: unknown };
    if (json.code !== 0) throw new Error(`${call} failed: ${json.msg ?? res.status}`);
    return json.data;
  };
  const detail = (await post('product/get', { slug: product })) as { variants: Array<{ sku: string; stock: number }> };
  const sku = detail.variants.find((v) => v.stock > 0)?.sku;
  if (!sku) throw new Error(`no variant of ${product} in stock`);
  await post('cart/add', { sku, quantity: 1 });
  return `visitorId=${visitorId}`;
}

/** The owner's e-mail and password from the first start's banner ("merchant  <e-mail>  <password>"). */
function ownerCredentials(output: string): { email: string; password: string } {
  const [, email, password] = /merchant\s+(\S+)\s+(\S+)/.exec(output) ?? [];
  if (!email || !password) throw new Error('the shop printed no merchant account at its first start');
  return { email, password };
}

/** Signs the owner in through the console's sign-in call; the token is the session cookie's value. */
async function staffCookie(origin: string, owner: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/api/admin/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ account: owner.email, password: owner.password }),
  });
  const json = (await res.json()) as { code: number; msg?: string; data?: { token: string } };
  if (json.code !== 0 || !json.data) throw new Error(`staff sign-in failed: ${json.msg ?? res.status}`);
  return `${AUTH_HEADER}=${json.data.token}`;
}

interface Target {
  page: string;
  url: string;
  /** Sent with every request of the page (the console's session cookie). */
  headers?: Record<string, string>;
  categories?: readonly string[];
}

async function audit(target: Target, html: boolean): Promise<{ lhr: Lhr; html?: string }> {
  const url = target.url;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: profile, logLevel: 'error', handleSIGINT: false });
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: html ? ['json', 'html'] : 'json',
      logLevel: 'error',
      onlyCategories: [...(target.categories ?? CATEGORIES)],
      extraHeaders: target.headers,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Lighthouse took over ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS)));
    const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
    if (!result) throw new Error('Lighthouse returned no result');
    const report = Array.isArray(result.report) ? result.report : [result.report];
    return { lhr: result.lhr as unknown as Lhr, html: html ? report[1] : undefined };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const html = process.argv.includes('--html');
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is not installed at ${CHROMIUM}. Install Debian's Chromium first:\n  apt-get install -y chromium`);
    return 1;
  }
  installExitHandlers();
  ensureBuilt((m) => console.log(m));

  const dataDir = path.join(ROOT, 'bench', '.data', 'lighthouse');
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir };
  for (const key of ['DEMO_DATA', 'DATABASE_URL', 'REDIS_URL', 'METRICS']) delete env[key];
  console.log(`Starting the shop on a fresh PGlite dir (${path.relative(ROOT, dataDir)}); the first start loads the demo shop…`);
  const shop = startChild('shop', process.execPath, [SERVER_ENTRY], { cwd: ROOT, env });
  await waitReady(shop, `${origin}/readyz`, 240_000);
  const { category, product } = await findTargets(origin);
  const cookie = await staffCookie(origin, ownerCredentials(shop.tail.join('\n')));
  const staff = { headers: { cookie }, categories: CONSOLE_CATEGORIES };
  const shopper = { headers: { cookie: await visitorWithCart(origin, product) } };
  const pages: Target[] = [
    { page: 'home', url: `${origin}/` },
    { page: 'category', url: `${origin}/category/${encodeURIComponent(category)}` },
    { page: 'product', url: `${origin}/product/${encodeURIComponent(product)}` },
    { page: 'cart', url: `${origin}/cart`, ...shopper },
    { page: 'checkout', url: `${origin}/checkout/information`, ...shopper },
    { page: 'admin', url: `${origin}/admin`, ...staff },
    { page: 'admin-orders', url: `${origin}/admin/orders`, ...staff },
  ].filter((p) => !only || only.includes(p.page));

  // One plain request per page first, so the audits do not measure the server's cold start.
  for (const p of pages) await (await fetch(p.url, { headers: p.headers })).arrayBuffer();
  const busy = await machineBusy(2_000);
  console.log(`Other work on the machine just now: ${busy}% of the CPUs busy${busy >= 15 ? ' (the performance figures may be understated)' : ''}`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const summaries: PageSummary[] = [];
  const failures: string[] = [];
  for (const p of pages) {
    // A trace that fails to record (e.g. NO_NAVSTART on a busy machine) gets one more try, as Lighthouse advises.
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      console.log(`→ Lighthouse (mobile) ${p.page}: ${p.url}${attempt > 1 ? ` (again, after: ${problem})` : ''}`);
      try {
        const { lhr, html: report } = await audit(p, html);
        problem = lhr.runtimeError ? `${lhr.runtimeError.code}` : '';
        if (problem && attempt === 1) continue;
        summaries.push(await summarize(p.page, p.url, lhr));
        if (report) writeFileSync(path.join(RESULTS_DIR, `lighthouse-${stamp}-${p.page}.html`), report);
      } catch (err) {
        problem = (err as Error).message;
        console.error(`  ! ${problem}`);
        if (attempt === 1) continue;
      }
      break;
    }
    if (problem) failures.push(`${p.page}: ${problem}`);
  }

  printSummaries(summaries);
  const file = path.join(RESULTS_DIR, `lighthouse-${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), preset: 'mobile (Lighthouse default)', chromium: CHROMIUM, machine: { ...machineInfo(), busyPercentBefore: busy }, pages: summaries, failures }, null, 2)}\n`,
  );
  console.log(`\nResults: ${path.relative(ROOT, file)}`);
  if (failures.length) console.error(`Broken: ${failures.join('; ')}`);
  return failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nlighthouse failed: ${(err as Error).stack ?? err}`);
} finally {
  await stopAll();
}
process.exit(code);
