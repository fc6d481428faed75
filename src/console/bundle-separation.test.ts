/** The storefront never loads the console: nothing reachable from its client entry is under src/console. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** Every project file the entry reaches through relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (existsSync(target) && /\.(tsx?|json)$/.test(target)) queue.push(target);
    }
  }
  return seen;
}

describe('the storefront bundle', () => {
  it('reaches nothing of the console from its client entry', () => {
    const files = [...reachable(path.join(ROOT, 'src/storefront/entry-client.tsx'))].map((f) => path.relative(ROOT, f));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => f.startsWith('src/console/') || f === 'src/shared/contracts/admin.ts')).toEqual([]);
  });

  it('is built apart from the console when a build is there', () => {
    const manifest = path.join(ROOT, 'dist/client/.vite/manifest.json');
    if (!existsSync(manifest)) return;
    const chunks = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>);
    expect(chunks.filter((key) => key.includes('src/console/'))).toEqual([]);
  });
});
