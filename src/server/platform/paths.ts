import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project folder (where package.json is), from the sources or from the built bundle. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
