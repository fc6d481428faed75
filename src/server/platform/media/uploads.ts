/**
 * Uploads as records: who sent what, under a content-hashed name, within a daily quota; which ones
 * something uses (claimed), and the removal of those nothing claimed after a while.
 */
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db, Executor } from '../db/client.ts';
import { DomainError } from '../http/errors.ts';
import { acceptImage } from './images.ts';
import { uploads } from './media.schema.ts';
import { IMMUTABLE_PREFIX, uploadUrl, type Storage } from './storage.ts';

/** The longest side an uploaded photo keeps (a review photo, a page image). */
export const UPLOAD_IMAGE_SIZE = 1600;

export interface UploadDeps {
  db: Db;
  storage: Storage;
}

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** Accepts one image from `stream` for `userId` (within `perDay` uploads in 24 hours), stores it, and records it as unused until claimed. */
export async function saveUploadedImage(deps: UploadDeps, userId: number, stream: Readable, opts: { maxBytes: number; perDay: number }): Promise<UploadedImage> {
  const since = new Date(Date.now() - 86_400_000);
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)));
  if (n >= opts.perDay) {
    stream.resume(); // let the upload finish arriving so the client reads the answer
    throw new DomainError('UPLOAD_QUOTA', { count: opts.perDay });
  }
  const [image] = await acceptImage(stream, { maxBytes: opts.maxBytes, sizes: [UPLOAD_IMAGE_SIZE] });
  // Two levels of folders keep any one folder small; the same bytes are the same file.
  const key = `${IMMUTABLE_PREFIX}${image.hash.slice(0, 2)}/${image.hash}.webp`;
  const url = await deps.storage.put(key, image.bytes, { contentType: 'image/webp' });
  await deps.db.insert(uploads).values({ userId, key, url, bytes: image.bytes.length, width: image.width, height: image.height });
  return { url, width: image.width, height: image.height, bytes: image.bytes.length };
}

/**
 * Marks `userId`'s uploads at these URLs as used and answers their sizes; refuses a URL that is
 * not one of their uploads, so nobody can attach someone else's file or an outside address.
 */
export async function claimUploads(tx: Executor, userId: number, urls: string[]): Promise<Map<string, { width: number; height: number }>> {
  const found = new Map<string, { width: number; height: number }>();
  if (urls.length === 0) return found;
  const rows = await tx
    .update(uploads)
    .set({ usedAt: sql`coalesce(${uploads.usedAt}, now())` })
    .where(and(eq(uploads.userId, userId), inArray(uploads.url, urls)))
    .returning({ url: uploads.url, width: uploads.width, height: uploads.height });
  for (const r of rows) found.set(r.url, { width: r.width, height: r.height });
  for (const url of urls) if (!found.has(url)) throw new DomainError('UPLOAD_NOT_YOURS');
  return found;
}

/**
 * Removes the uploads nothing claimed within `olderThanHours`, and their files unless another
 * upload (the same bytes sent again) still holds the same file; then the upload files no record
 * names at all (stored by a process that stopped before recording them) once as old. Works
 * through the storage interface, so the data folder and a bucket are cleaned alike. Answers how
 * many records and stray files went.
 */
export async function removeUnusedUploads(deps: UploadDeps, olderThanHours: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanHours * 3_600_000);
  const gone = await deps.db
    .delete(uploads)
    .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, cutoff)))
    .returning({ key: uploads.key });
  const keys = [...new Set(gone.map((g) => g.key))];
  if (keys.length > 0) {
    const kept = new Set((await deps.db.selectDistinct({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys))).map((r) => r.key));
    for (const key of keys) if (!kept.has(key)) await deps.storage.remove(key);
  }
  return gone.length + (await removeStrayFiles(deps, cutoff));
}

/** Upload files (u/…) older than `cutoff` that no upload record names: one query per listing page, found by the URL index. */
async function removeStrayFiles(deps: UploadDeps, cutoff: Date): Promise<number> {
  let removed = 0;
  for await (const page of deps.storage.list(IMMUTABLE_PREFIX)) {
    const old = page.filter((f) => f.modifiedAt < cutoff);
    if (old.length === 0) continue;
    const urls = old.map((f) => uploadUrl(f.key));
    const known = new Set((await deps.db.selectDistinct({ url: uploads.url }).from(uploads).where(inArray(uploads.url, urls))).map((r) => r.url));
    for (const f of old) {
      if (known.has(uploadUrl(f.key))) continue;
      await deps.storage.remove(f.key);
      removed++;
    }
  }
  return removed;
}
