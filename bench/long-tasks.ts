/**
 * `npx tsx bench/long-tasks.ts [--runs 3] [--only home,category,product] [--columns]`
 *
 * Starts the built shop on a fresh PGlite data dir with the demo shop (as `npm run lighthouse`
 * does), opens the home, a category and a product page in Chromium with the CPU slowed 4× (as
 * Lighthouse's mobile preset does) and lists the long tasks (over 50 ms) from the navigation until
 * the page has hydrated and is quiet, with the total blocking time they make (each task's time
 * over 50 ms, from the first paint on, as Lighthouse counts it but without its network
 * simulation). For each long task it names the scripts whose functions took most of its time
 * (from a sampling profile), so one sees what makes it: the entry's evaluation, React's hydration,
 * a section's chunk (`--columns` names a script's anonymous code by its line:column, 0-based).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { ensureBuilt, ROOT, SERVER_ENTRY } from './lib/build.ts';
import { freePort, HOST, installExitHandlers, startChild, stopAll, waitReady } from './lib/processes.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** Where a sample's time went: the script of the innermost frame that has one, else the frame's name. */
function attribute(profile: Profile, from: number, to: number): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    const ms = t / 1000;
    if (ms < from || ms > to) continue;
    let node = byId.get(profile.samples[i]!);
    let label = node?.callFrame.functionName || '(anonymous)';
    while (node && !node.callFrame.url) node = byId.get(parent.get(node.id) ?? -1);
    if (node)
      label = `${path.basename(node.callFrame.url).replace(/-[\w-]{8}\.js$/, '.js')} ${node.callFrame.functionName || `(top level${process.argv.includes('--columns') ? ` @${node.callFrame.lineNumber}:${node.callFrame.columnNumber}` : ''})`}`;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    totals.set(label, (totals.get(label) ?? 0) + dt);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const runs = Number(arg('runs', '3'));
  const only = arg('only', 'home,category,product').split(',');
  installExitHandlers();
  ensureBuilt((m) => console.log(m));
  const dataDir = path.join(ROOT, 'bench', '.data', 'long-tasks');
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir };
  for (const key of ['DEMO_DATA', 'DATABASE_URL', 'REDIS_URL', 'METRICS']) delete env[key];
  const shop = startChild('shop', process.execPath, [SERVER_ENTRY], { cwd: ROOT, env });
  await waitReady(shop, `${origin}/readyz`, 240_000);
  const home = await (await fetch(`${origin}/`)).text();
  const category = home.match(/href="(\/category\/[^"?#]+)/)?.[1];
  const list = (await (
    await fetch(`${origin}/api/web/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
      body: JSON.stringify({ page: 1, pageSize: 1, sort: 'recommended' }),
    })
  ).json()) as { data?: { list?: Array<{ slug: string }> } };
  const product = `/product/${list.data?.list?.[0]?.slug}`;
  const pages: Record<string, string> = { home: '/', category: category ?? '/', product };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const name of only) {
      const url = `${origin}${pages[name]}`;
      await (await fetch(url)).arrayBuffer();
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(e.message));
        await page.addInitScript(() => {
          const w = window as unknown as { __long: Array<{ start: number; duration: number }> };
          w.__long = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
        await page.waitForTimeout(3_000);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        const result = await page.evaluate(() => {
          const w = window as unknown as { __long: Array<{ start: number; duration: number }> };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return { long: w.__long, fcp, monotonicNow: performance.now() };
        });
        // The profile's clock is not the page's: its last sample is about when the page was asked for its figures.
        const lastSample = profile.startTime / 1000 + profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
        const shift = lastSample - result.monotonicNow;
        const tbt = result.long
          .filter((l) => l.start + l.duration > result.fcp)
          .reduce((a, l) => a + Math.max(0, l.duration - 50 - Math.max(0, result.fcp - l.start)), 0);
        console.log(
          `\n${name} run ${run}: FCP ${result.fcp.toFixed(0)} ms, ${result.long.length} long tasks, ${result.long.reduce((a, l) => a + l.duration, 0).toFixed(0)} ms in them, TBT≈${tbt.toFixed(0)} ms`,
        );
        for (const l of result.long) {
          const top = attribute(profile, l.start + shift, l.start + l.duration + shift)
            .slice(0, 5)
            .map(([k, v]) => `${k} ${v.toFixed(0)}`)
            .join(' · ');
          console.log(`  @${l.start.toFixed(0)} ${l.duration.toFixed(0)} ms: ${top}`);
        }
        if (errors.length) console.log(`  console errors: ${errors.join(' | ')}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stopAll();
}
process.exit(process.exitCode ?? 0);
