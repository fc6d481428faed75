/**
 * The shop on an S3-compatible bucket (s3rver in this process): uploads land in the bucket, not
 * in the data folder, are served at their usual /uploads/ address with the same type and caching
 * by every process of the shop, and the clean-up and the quota work on them as on the disk.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExif, upload } from '../../testing/images.ts';
import { startTestBucket, type TestBucket } from '../../testing/s3.ts';
import { customerSession } from '../../testing/shop-helpers.ts';
import { startAnotherProcess, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { uploads } from './media.schema.ts';
import { claimUploads, removeUnusedUploads } from './uploads.ts';

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let bucket: TestBucket;
let server: TestServer;
let other: TestServer;
let customer: Record<string, string>;
beforeAll(async () => {
  bucket = await startTestBucket();
  server = await startTestServer({ ...bucket.env, UPLOAD_DAILY_LIMIT: '5', UPLOAD_RATE_LIMIT: '100' });
  // A second process of the same shop: the same database and bucket, another data folder.
  other = await startAnotherProcess(server, { ...bucket.env, UPLOAD_DAILY_LIMIT: '5', UPLOAD_RATE_LIMIT: '100' });
  customer = await customerSession(server);
});
afterAll(async () => {
  await other?.close();
  await server?.close();
  await bucket?.close();
});

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('uploads in an S3 bucket', () => {
  it('stores an upload in the bucket and serves it at its address with its type and for-good caching, from every process', async () => {
    const res = await upload(server, { bytes: await jpegWithExif(320, 240), name: 'IMG_1.jpg', type: 'image/jpeg' }, customer);
    expect(res.body).toMatchObject({ code: 0, data: { width: 320, height: 240 } });
    const { url } = res.body.data;
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    // In the bucket, not in this process's data folder.
    expect(existsSync(path.join(server.config.dataDir, url))).toBe(false);
    const stored = await server.app.storage.get(keyOf(url));
    const bytes = await read(stored!.body);
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    for (const shop of [server, other]) {
      const served = await shop.get(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      // A browser asking again with the tag it has gets "not modified".
      const etag = served.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await shop.get(url, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
    }
  });

  it('stores an avatar sent to one process where the other serves it, kept for a week', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${other.url}/api/web/user/editAvatar`, { method: 'POST', headers: customer, body: form });
    const body = await res.json();
    expect(body.code).toBe(0);
    const avatar: string = body.data.avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/\d+\/[0-9a-f]+-256\.webp$/);
    expect(existsSync(path.join(other.config.dataDir, avatar))).toBe(false);
    for (const url of [avatar, avatar.replace('-256.webp', '-64.webp')]) {
      const served = await server.get(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=604800');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }
  });

  it('answers a missing file or a path that climbs out with the not-found envelope', async () => {
    for (const url of ['/uploads/u/00/nothing.webp', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/u/..%5c..%5csecret', '/uploads/.hidden']) {
      const res = await server.get(url);
      expect(res.status, url).toBe(404);
      expect((await res.json()).code, url).toBe(40);
    }
  });

  it('removes an upload nothing used and a stray file no upload names, from the bucket, and keeps those claimed', async () => {
    const someone = await customerSession(server);
    const kept = (await upload(server, { bytes: await jpegWithExif(41, 41), name: 'kept.jpg', type: 'image/jpeg' }, someone)).body.data.url;
    const dropped = (await upload(other, { bytes: await jpegWithExif(42, 42), name: 'dropped.jpg', type: 'image/jpeg' }, someone)).body.data.url;
    const [{ userId }] = await server.db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.url, kept));
    await claimUploads(server.db, userId!, [kept]);
    // A file stored by a process that stopped before recording it.
    const stray = await server.app.storage.put(
      'u/ff/stray.webp',
      await sharp(await jpegWithExif(8, 8))
        .webp()
        .toBuffer(),
      { contentType: 'image/webp' },
    );
    expect((await other.get(stray)).status).toBe(200);

    const deps = { db: server.db, storage: server.app.storage };
    // Not yet old enough: everything stays.
    expect(await removeUnusedUploads(deps, 24)).toBe(0);
    expect((await other.get(dropped)).status).toBe(200);

    // A day later, run by either process: the unused upload and the stray file go; the claimed one stays.
    expect(await removeUnusedUploads({ db: other.db, storage: other.app.storage }, 24, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(2);
    for (const shop of [server, other]) {
      expect((await shop.get(dropped)).status).toBe(404);
      expect((await shop.get(stray)).status).toBe(404);
      expect((await shop.get(kept)).status).toBe(200);
    }
    expect(await server.app.storage.get(keyOf(dropped))).toBeNull();
    expect(await server.db.select().from(uploads).where(eq(uploads.url, dropped))).toEqual([]);
  });

  it('holds a customer to the daily quota across processes', async () => {
    const someone = await customerSession(server);
    for (let i = 0; i < 5; i++) {
      const shop = i % 2 === 0 ? server : other;
      expect((await upload(shop, { bytes: await jpegWithExif(60 + i, 60), name: `p${i}.jpg`, type: 'image/jpeg' }, someone)).body.code, `upload ${i + 1}`).toBe(0);
    }
    const over = await upload(other, { bytes: await jpegWithExif(70, 70), name: 'more.jpg', type: 'image/jpeg' }, someone);
    expect(over.status).toBe(429);
    expect(over.body.msg).toContain('5');
  });
});

describe('uploads served from the bucket itself (S3_PUBLIC_URL)', () => {
  it('sends browsers to the bucket address, where the file has the same type and caching', async () => {
    const direct = await startAnotherProcess(server, { ...bucket.env, S3_PUBLIC_URL: `${bucket.endpoint}/${bucket.bucket}` });
    try {
      const res = await upload(direct, { bytes: await jpegWithExif(90, 90), name: 'd.jpg', type: 'image/jpeg' }, customer);
      const { url } = res.body.data;
      const answer = await direct.get(url);
      expect(answer.status).toBe(302);
      const location = answer.headers.get('location')!;
      expect(location).toBe(`${bucket.endpoint}/${bucket.bucket}/${keyOf(url)}`);
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(await (await server.get(url)).arrayBuffer()));
    } finally {
      await direct.close();
    }
  });
});
