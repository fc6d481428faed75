/** Builds the shop (`npm run build`) when dist/ is missing or older than the sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');
const MANIFEST = path.join(ROOT, 'dist', 'client', '.vite', 'manifest.json');
/** What the build reads besides src/. */
const INPUTS = ['src', 'vite.config.ts', 'index.html', 'public'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is current. */
export function buildReason(): string | null {
  if (!existsSync(SERVER_ENTRY) || !existsSync(MANIFEST)) return 'dist/ is missing';
  const built = Math.min(statSync(SERVER_ENTRY).mtimeMs, statSync(MANIFEST).mtimeMs);
  const sources = Math.max(...INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  return sources > built ? 'sources are newer than dist/' : null;
}

export function ensureBuilt(log: (m: string) => void): void {
  const reason = buildReason();
  if (!reason) return;
  log(`Building the shop (${reason}): npm run build …`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit', timeout: 15 * 60_000 });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal}); fix the build and run again`);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
