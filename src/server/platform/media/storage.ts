/**
 * Where uploaded and generated files live, behind one small interface: the local data folder
 * (DATA_DIR/uploads, served at /uploads/) by default. An S3-compatible bucket plugs in behind the
 * same interface (S3_BUCKET); its adapter needs the `@aws-sdk/client-s3` package, which this
 * build does not ship, so asking for it stops the start with that message instead of quietly
 * writing to the disk.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Writes the bytes under `key` (a relative path such as "products/tee-1.webp") and returns its URL. */
  put(key: string, bytes: Buffer, opts?: { contentType?: string }): Promise<string>;
  /** Removes the file under `key`; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  readonly root: string;
}

function safeKey(key: string): string {
  return path.normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
}

export function createDiskStorage(root: string): Storage {
  return {
    root,
    async put(key, bytes) {
      const safe = safeKey(key);
      const file = path.join(root, safe);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `/uploads/${safe.split(path.sep).join('/')}`;
    },
    async remove(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
  };
}

/** The shop's storage as configured: the data folder, unless S3_BUCKET asks for a bucket. */
export function createStorage(opts: { dataDir: string; env?: NodeJS.ProcessEnv }): Storage {
  const env = opts.env ?? process.env;
  if (env.S3_BUCKET) throw new Error('S3_BUCKET is set, but the S3 storage adapter needs the @aws-sdk/client-s3 package, which is not installed.');
  return createDiskStorage(path.join(opts.dataDir, 'uploads'));
}
