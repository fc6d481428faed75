/**
 * One contract for every storage backend, run against the data folder and an S3-compatible
 * bucket (s3rver in this process): what is put comes back byte for byte with its type, listings
 * and removals see the same files, and keys that climb out or hide are refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestBucket, type TestBucket } from '../../testing/s3.ts';
import { createS3Storage } from './s3-storage.ts';
import { createStorage } from './configured-storage.ts';
import { cacheControlOf, createDiskStorage, type Storage } from './storage.ts';

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function listed(storage: Storage, prefix: string) {
  const all = [];
  for await (const page of storage.list(prefix)) all.push(...page);
  return all.sort((a, b) => a.key.localeCompare(b.key));
}

let bucket: TestBucket;
let folder: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  folder = mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
});
afterAll(async () => {
  await bucket.close();
  rmSync(folder, { recursive: true, force: true });
});

const backends: Array<[string, () => Promise<Storage>]> = [
  ['the data folder', async () => createDiskStorage(path.join(folder, 'uploads'))],
  ['an S3 bucket', () => createStorage({ dataDir: folder, s3: loadConfig(bucket.env).s3 })],
];

describe.each(backends)('storage in %s', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  afterAll(() => storage.close());

  it('gives back what was put, with its content type, at its /uploads/ address', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    expect(await storage.put('u/ab/abcdef.webp', bytes, { contentType: 'image/webp' })).toBe('/uploads/u/ab/abcdef.webp');
    const file = await storage.get('u/ab/abcdef.webp');
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/webp');
    expect(file!.bytes).toBe(bytes.length);
    expect(await read(file!.body)).toEqual(bytes);
    // Without a type given, the extension tells it (an avatar).
    await storage.put('avatars/7/face-64.webp', Buffer.from('avatar'));
    const avatar = await storage.get('avatars/7/face-64.webp');
    expect(avatar!.contentType).toBe('image/webp');
    expect((await read(avatar!.body)).toString()).toBe('avatar');
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('products/tee-1.webp', Buffer.from('first'));
    await storage.put('products/tee-1.webp', Buffer.from('second'));
    expect((await read((await storage.get('products/tee-1.webp'))!.body)).toString()).toBe('second');
  });

  it('lists the files under a prefix with their sizes and times, and nothing else', async () => {
    const before = new Date(Date.now() - 60_000);
    await storage.put('list/a/one.webp', Buffer.from('1'));
    await storage.put('list/a/two.webp', Buffer.from('22'));
    await storage.put('list/b/three.webp', Buffer.from('333'));
    const a = await listed(storage, 'list/a/');
    expect(a.map((f) => [f.key, f.bytes])).toEqual([
      ['list/a/one.webp', 1],
      ['list/a/two.webp', 2],
    ]);
    for (const f of a) expect(f.modifiedAt.getTime()).toBeGreaterThan(before.getTime());
    expect((await listed(storage, 'list/')).map((f) => f.key)).toEqual(['list/a/one.webp', 'list/a/two.webp', 'list/b/three.webp']);
    expect(await listed(storage, 'nothing-here/')).toEqual([]);
  });

  it('removes a file, and a file already gone is no error', async () => {
    await storage.put('gone/x.webp', Buffer.from('x'));
    await storage.remove('gone/x.webp');
    expect(await storage.get('gone/x.webp')).toBeNull();
    expect(await listed(storage, 'gone/')).toEqual([]);
    await expect(storage.remove('gone/x.webp')).resolves.toBeUndefined();
  });

  it('finds nothing under a missing or hostile key, and refuses to write one', async () => {
    expect(await storage.get('u/zz/missing.webp')).toBeNull();
    for (const key of ['../secret.webp', 'u/../../etc/passwd', '/etc/passwd', '', 'u//x.webp', '.hidden', 'u/x.webp/', 'a\\b.webp']) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, Buffer.from('no')), key).rejects.toThrow('Not a storage key');
    }
  });
});

describe('the S3 adapter', () => {
  it('refuses to start on a bucket that is not there, naming it and what to check', async () => {
    const settings = loadConfig({ ...bucket.env, S3_BUCKET: 'no-such-bucket' }).s3!;
    await expect(createStorage({ dataDir: os.tmpdir(), s3: settings })).rejects.toThrow(
      `The S3 bucket "no-such-bucket" at ${bucket.endpoint} cannot be used: it does not exist. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the access keys.`,
    );
    const opened = await createStorage({ dataDir: os.tmpdir(), s3: loadConfig(bucket.env).s3! });
    expect(opened.kind).toBe('s3');
    opened.close();
  });

  it('keeps two shops with their own S3_PREFIX apart in one bucket', async () => {
    const one = createS3Storage({ ...loadConfig({ ...bucket.env, S3_PREFIX: 'shop-one' }).s3! });
    const two = createS3Storage({ ...loadConfig({ ...bucket.env, S3_PREFIX: '/shop-two/' }).s3! });
    try {
      await one.put('avatars/1/a-64.webp', Buffer.from('one'));
      expect(await two.get('avatars/1/a-64.webp')).toBeNull();
      expect((await listed(one, 'avatars/')).map((f) => f.key)).toEqual(['avatars/1/a-64.webp']);
      expect(await listed(two, 'avatars/')).toEqual([]);
    } finally {
      one.close();
      two.close();
    }
  });

  it('stores the cache policy with each object and names its public address when there is one', async () => {
    const direct = createS3Storage(loadConfig({ ...bucket.env, S3_PUBLIC_URL: `${bucket.endpoint}/${bucket.bucket}/` }).s3!);
    try {
      await direct.put('u/cd/cdef.webp', Buffer.from('pic'), { contentType: 'image/webp' });
      expect(direct.directUrl('u/cd/cdef.webp')).toBe(`${bucket.endpoint}/${bucket.bucket}/u/cd/cdef.webp`);
      expect(direct.directUrl('../x')).toBeNull();
      const res = await fetch(direct.directUrl('u/cd/cdef.webp')!);
      expect(res.headers.get('cache-control')).toBe(cacheControlOf('u/cd/cdef.webp'));
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await res.text()).toBe('pic');
    } finally {
      direct.close();
    }
  });

  it('refuses half a pair of keys and an endpoint that is not an address', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address');
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: false, prefix: '' });
  });
});
