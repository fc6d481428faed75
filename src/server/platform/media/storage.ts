/**
 * Where uploaded and generated files live (uploads, re-encoded photos, avatars, the demo shop's
 * pictures), behind one small interface: the local data folder (DATA_DIR/uploads) by default, or
 * an S3-compatible bucket (S3_BUCKET, see s3-storage.ts; configured-storage.ts picks one) so that several processes share them.
 * Either way a file's address is /uploads/{key}, served by the shop (operations.ts), so stored
 * addresses keep working whichever backend holds the bytes.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored file as a listing shows it. */
export interface StoredEntry {
  key: string;
  bytes: number;
  modifiedAt: Date;
}

/** One stored file opened for reading. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  bytes: number;
  modifiedAt: Date | null;
  etag: string | null;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Writes the bytes under `key` (a relative path such as "products/tee-1.webp") and returns its URL. */
  put(key: string, bytes: Buffer, opts?: { contentType?: string }): Promise<string>;
  /** The file under `key`, or null when there is none (or the key is not one this storage could hold). */
  get(key: string): Promise<StoredFile | null>;
  /** The files whose keys start with `prefix`, a page at a time. */
  list(prefix: string): AsyncIterable<StoredEntry[]>;
  /** Removes the file under `key`; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Where browsers may fetch `key` straight from the bucket (S3_PUBLIC_URL), or null to serve it through the shop. */
  directUrl(key: string): string | null;
  /** Lets go of connections (at the app's close). */
  close(): void;
}

export interface DiskStorage extends Storage {
  readonly kind: 'disk';
  /** The folder the files are in (served by @fastify/static). */
  readonly root: string;
}

/** Keys are relative paths of plain names: no empty, dot-led ("..", ".hidden") or odd segments. */
const KEY = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export const isStorageKey = (key: string) => key.length <= 512 && KEY.test(key);

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The address the shop serves `key` at. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type a key's extension stands for (files are stored under the format's extension). */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Uploads (u/…) are named by their content's hash: a name never changes what it holds, so
 * browsers keep them for good. Other files (avatars, the demo pictures) for a week.
 */
export const IMMUTABLE_PREFIX = 'u/';
export function cacheControlOf(key: string): string {
  return key.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=604800';
}

/** Files in a listing page: the size of an S3 listing page. */
const PAGE = 1000;

export function createDiskStorage(root: string): DiskStorage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'disk',
    root,
    async put(key, bytes) {
      const file = fileOf(checkKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
      return uploadUrl(key);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOf(key), bytes: info.size, modifiedAt: info.mtime, etag: null };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
        throw err;
      }
    },
    async *list(prefix) {
      // The folder to walk: the prefix up to its last slash ("u/ab/" → u/ab, "u/a" → u).
      const dir = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      let names: string[];
      try {
        names = await readdir(dir ? fileOf(dir) : root, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      let page: StoredEntry[] = [];
      for (const name of names.sort()) {
        const key = (dir ? `${dir}/` : '') + name.split(path.sep).join('/');
        if (!key.startsWith(prefix) || !isStorageKey(key)) continue;
        const info = await stat(fileOf(key)).catch(() => null);
        if (!info?.isFile()) continue;
        page.push({ key, bytes: info.size, modifiedAt: info.mtime });
        if (page.length === PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    async remove(key) {
      await rm(fileOf(checkKey(key)), { force: true });
    },
    directUrl: () => null,
    close() {},
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Keys in the bucket start with it ("" or ending in "/"), so several shops can share a bucket. */
  prefix: string;
  /** Browsers are sent here for the files (a public bucket or a CDN in front of it), without a trailing slash. */
  publicUrl?: string;
}
