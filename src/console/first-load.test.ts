/** The console's size budget: what /admin loads first (entry, stylesheet, dashboard screen) stays under 250 KB gzip. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FIRST_LOAD_BUDGET_KB, consoleFirstLoad } from '../../bench/lib/console-size.ts';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');

describe('the console first load', () => {
  it.skipIf(!consoleFirstLoad(CLIENT_DIR))(`is at most ${CONSOLE_FIRST_LOAD_BUDGET_KB} KB gzip (entry + CSS + dashboard chunk) in the build`, () => {
    const load = consoleFirstLoad(CLIENT_DIR)!;
    console.log(`console first load: ${load.gzipKB} KB gzip in ${load.files.length} files; the lazy sales chart ${load.chartGzipKB} KB more`);
    expect(load.files.some((f) => /entry-.*\.css$/.test(f.file))).toBe(true);
    expect(load.files.some((f) => /Dashboard-.*\.js$/.test(f.file))).toBe(true);
    expect(load.gzipKB).toBeLessThanOrEqual(CONSOLE_FIRST_LOAD_BUDGET_KB);
  });
});
