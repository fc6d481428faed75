import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jpegWithExif, largePng, pngBomb, upload } from '../../testing/images.ts';
import { customerSession, staffSession } from '../../testing/shop-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { uploads } from './media.schema.ts';
import { claimUploads, removeUnusedUploads } from './uploads.ts';

let server: TestServer;
let customer: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_DAILY_LIMIT: '8', UPLOAD_RATE_LIMIT: '100' });
  customer = await customerSession(server);
});
afterAll(() => server.close());

const fileOf = (url: string) => path.join(server.config.dataDir, url);

describe('image uploads', () => {
  it('re-encodes a JPEG with EXIF as WebP without metadata, under a content-hashed name cached for good', async () => {
    const photo = await jpegWithExif();
    expect(photo.includes(Buffer.from('SecretCam'))).toBe(true);
    const res = await upload(server, { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }, customer);
    expect(res.body).toMatchObject({ code: 0, data: { width: 640, height: 480 } });
    const { url } = res.body.data;
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    const stored = readFileSync(fileOf(url));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Main St'))).toBe(false);

    const served = await server.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    // The same picture sent again is the same file.
    const again = await upload(server, { bytes: photo, name: 'copy.jpg', type: 'image/jpeg' }, customer);
    expect(again.body.data.url).toBe(url);
  });

  it('refuses a renamed text file, an SVG with a script, a 12 MB image and a decompression bomb, each with a clear message in the shopper language', async () => {
    const cases: Array<[{ bytes: Buffer | string; name: string; type: string }, number, string, string]> = [
      [{ bytes: 'just some notes, not a picture', name: 'holiday.jpg', type: 'image/jpeg' }, 415, 'This file is not a supported image', '不是支持的图片格式'],
      [
        { bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>', name: 'logo.png', type: 'image/png' },
        415,
        'This file is not a supported image',
        '不是支持的图片格式',
      ],
      [{ bytes: await largePng(12), name: 'big.png', type: 'image/png' }, 413, 'The image is larger than 10 MB', '图片不能超过 10 MB'],
      [{ bytes: pngBomb(), name: 'small.png', type: 'image/png' }, 422, 'too large to process', '图片尺寸过大'],
    ];
    const before = await server.db.select().from(uploads);
    for (const [file, status, en, zh] of cases) {
      const english = await upload(server, file, customer);
      expect(english.status, file.name).toBe(status);
      expect(english.body.code).toBe(41);
      expect(english.body.msg).toContain(en);
      const chinese = await upload(server, file, { ...customer, 'x-lang': 'zh' });
      expect(chinese.body.msg).toContain(zh);
    }
    expect(await server.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('asks for a sign-in, and keeps the admin upload for staff', async () => {
    const photo = await jpegWithExif(100, 100);
    expect((await upload(server, { bytes: photo, name: 'a.jpg', type: 'image/jpeg' })).body.code).toBe(50);
    expect((await upload(server, { bytes: photo, name: 'a.jpg', type: 'image/jpeg' }, customer, '/api/admin')).body.code).toBe(30);
    const staff = await staffSession(server);
    const res = await upload(server, { bytes: photo, name: 'a.jpg', type: 'image/jpeg' }, staff, '/api/admin');
    expect(res.body).toMatchObject({ code: 0, data: { width: 100, height: 100 } });
  });

  it('holds each customer to the daily quota', async () => {
    const someone = await customerSession(server);
    const limit = server.config.uploads.perDay;
    for (let i = 0; i < limit; i++) {
      const res = await upload(server, { bytes: await jpegWithExif(50 + i, 50), name: `p${i}.jpg`, type: 'image/jpeg' }, someone);
      expect(res.body.code, `upload ${i + 1}`).toBe(0);
    }
    const over = await upload(server, { bytes: await jpegWithExif(40, 40), name: 'one-more.jpg', type: 'image/jpeg' }, { ...someone, 'x-lang': 'fil' });
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe(`Naabot mo na ang limitasyon na ${limit} upload ngayong araw. Subukan ulit bukas.`);
    // Another customer still may.
    expect((await upload(server, { bytes: await jpegWithExif(40, 40), name: 'mine.jpg', type: 'image/jpeg' }, await customerSession(server))).body.code).toBe(0);
  });

  it('removes uploads nothing used after the hours given and files no upload names, and keeps those claimed', async () => {
    const someone = await customerSession(server);
    const kept = (await upload(server, { bytes: await jpegWithExif(31, 31), name: 'kept.jpg', type: 'image/jpeg' }, someone)).body.data.url;
    const dropped = (await upload(server, { bytes: await jpegWithExif(32, 32), name: 'dropped.jpg', type: 'image/jpeg' }, someone)).body.data.url;
    const [{ userId }] = await server.db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.url, kept));
    await claimUploads(server.db, userId!, [kept]);
    const { storage } = server.app;
    expect(storage.kind).toBe('disk');
    // A file stored by a process that stopped before recording it.
    const stray = await storage.put(
      'u/ff/stray.webp',
      await sharp(await jpegWithExif(8, 8))
        .webp()
        .toBuffer(),
    );
    // Not yet old enough.
    await removeUnusedUploads({ db: server.db, storage }, 24);
    expect(existsSync(fileOf(dropped))).toBe(true);
    expect(existsSync(fileOf(stray))).toBe(true);
    await removeUnusedUploads({ db: server.db, storage }, 24, new Date(Date.now() + 25 * 3_600_000));
    expect(existsSync(fileOf(dropped))).toBe(false);
    expect(existsSync(fileOf(stray))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    expect((await server.get(dropped)).status).toBe(404);
    expect((await server.get(stray)).status).toBe(404);
  });
});

describe('the upload rate', () => {
  it('refuses more than the uploads a minute allowed', async () => {
    const limited = await startTestServer({ UPLOAD_RATE_LIMIT: '2' });
    try {
      const someone = await customerSession(limited);
      const photo = await jpegWithExif(20, 20);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await upload(limited, { bytes: photo, name: 'x.jpg', type: 'image/jpeg' }, someone)).status);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
