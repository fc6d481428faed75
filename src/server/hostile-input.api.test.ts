/**
 * Every operation of the OpenAPI document and every storefront route, fed hostile values: NUL
 * characters, lone surrogates, integers past 2³¹ and 2⁵³, negative and fractional numbers, huge
 * strings, wrong types and nested arrays. Not one may answer 5xx; each answers 4xx with a message
 * or, where the value is harmless, 200. Values come from a fixed list plus a seeded fast-check
 * sample, so a run is repeatable.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createShipping } from './testing/factories.ts';
import { customerSession, staffSession } from './testing/shop-helpers.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
  default?: unknown;
  const?: unknown;
};

const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '',
  '   ',
  'x'.repeat(100_000),
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  1e308,
  true,
  null,
  {},
  [],
  [[[[[]]]]],
  { $gt: 1 },
  ['\u0000'],
];
const SEEDED_STRINGS = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: 20261123, numRuns: 4 });
const SEEDED_NUMBERS = fc.sample(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), { seed: 20261123, numRuns: 3 });
const VALUES = [...HOSTILE_VALUES, ...SEEDED_STRINGS, ...SEEDED_NUMBERS];

/** A plausible value for a schema, so a mutation of one field reaches the handler with the rest valid. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]));
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every leaf and object path of a schema, as property-name lists. */
function paths(schema: Schema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return paths(variants.find((v) => v.type !== 'null') ?? variants[0], prefix, depth + 1);
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key], depth + 1)]);
  }
  if (schema.items) return paths(schema.items, [...prefix, '0'], depth + 1);
  return [];
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

/** Percent-encodes a value; a lone surrogate, which has no UTF-8 form, goes as the bytes a raw client could send. */
function queryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

let server: TestServer;
let customer: Record<string, string>;
let staff: Record<string, string>;
let failures: string[] = [];
let requests = 0;
let serverErrors = 0;

async function send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<void> {
  requests++;
  const response = await fetch(server.url + path, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  if (response.status >= 500) serverErrors++;
  if (response.status >= 500) failures.push(`${response.status} ${method} ${path} ${JSON.stringify(body)?.slice(0, 160)}`);
}

beforeAll(async () => {
  server = await startTestServer();
  const women = await createCategory(server.db, { slug: 'women' });
  await createProduct(server.db, { slug: 'fuzz-shirt', categoryId: women.id, variants: [{ sku: 'FUZZ-1', color: 'red', size: 'M', stock: 50 }] });
  await createShipping(server.db, { countries: ['US'] });
  customer = await customerSession(server);
  staff = await staffSession(server);
}, 120_000);
afterAll(async () => {
  console.log(`hostile input: ${requests} requests, ${serverErrors} answered 5xx`);
  await server.close();
});

describe('hostile input answers 4xx, never 5xx', () => {
  beforeEach(() => {
    failures = [];
  });

  it('every operation of the OpenAPI document, one hostile value in one field at a time', { timeout: 600_000 }, async () => {
    const doc = server.app.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { path, method, op } of operations) {
      // Signing out would end the sessions the other operations use.
      if (path.endsWith('/auth/signout')) continue;
      const headers = path.startsWith('/api/admin') ? staff : customer;
      if (method !== 'POST') {
        for (const value of VALUES.slice(0, 12)) await send(method, `${path}?token=${queryValue(String(value))}`, undefined, headers);
        continue;
      }
      const schema = op.requestBody?.content['application/json']?.schema;
      const base = sample(schema) ?? {};
      await send(method, path, base, headers);
      for (const whole of [null, [], 'text', 42, [[[[]]]], { ['\u0000']: 1 }]) await send(method, path, whole, headers);
      for (const field of paths(schema)) {
        for (const value of VALUES) await send(method, path, withValue(base, field, value), headers);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every storefront route, with hostile path segments and query values', { timeout: 600_000 }, async () => {
    const routes = [
      '',
      'category/',
      'product/',
      'product/fuzz-shirt/',
      'tag/',
      'collection/',
      'blog/',
      'article/',
      'page/',
      'coupon/',
      'search?q=',
      'user/order/',
      'app/',
    ];
    const segments = ['%00', 'a%00b', '%ED%A0%80', '%', '%zz', 'x'.repeat(300), '..%2F..%2Fetc', '%C0%AE', '2147483648', '-1', '1.5', '%F0%9F%91%97'];
    for (const prefix of ['', 'zh/', 'de/']) {
      for (const route of routes) {
        for (const segment of segments) await send('GET', `/${prefix}${route}${segment}`, undefined, {});
      }
    }
    for (const path of ['//a%20b', '//', '///x', '/\\\\evil', '/%2F%2Fevil.example']) await send('GET', path, undefined, {});
    const keys = ['page', 'pageSize', 'sort', 'minPrice', 'maxPrice', 'color', 'size', 'inStock', 'q', 'sku', 'request', 'preview', 'redirect'];
    const values = ['%00', '99999999999999999999', '-1', '1.5', '1e400', 'NaN', '%ED%A0%80', 'x'.repeat(2000), '%2C%2C%2C', 'route'];
    for (const page of ['/category/women', '/search', '/product/fuzz-shirt', '/zh/category/women', '/']) {
      for (const key of keys) {
        for (const value of values) await send('GET', `${page}?${key}=${value}`, undefined, {});
      }
    }
    expect(failures).toEqual([]);
  });
});
