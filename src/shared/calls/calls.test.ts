/** Each route the storefront calls by is its contract's address: same path, same base. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const AREAS = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

describe('the storefront call routes', () => {
  it.each(AREAS)('of %s name their contracts’ paths and bases', async (area) => {
    const routes = (await import(`./${area}.ts`)) as Record<string, unknown>;
    const contracts = (await import(`../contracts/${area}.ts`)) as Record<string, unknown>;
    const named = Object.entries(routes).filter(
      (entry): entry is [string, { path: string; base: string }] => typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1],
    );
    expect(named.length).toBeGreaterThan(0);
    for (const [name, route] of named) {
      const contract = contracts[name] as { path: string; base: string; answer: unknown } | undefined;
      expect(contract?.answer, `${area}.${name} has a contract`).toBeDefined();
      expect({ name, path: route.path, base: route.base }).toEqual({ name, path: contract!.path, base: contract!.base });
    }
  });
});
