/** Uploaded and generated files: local disk under DATA_DIR/uploads, served at /uploads/. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Writes the bytes under `key` (a relative path such as "products/tee-1.webp") and returns its URL. */
  put(key: string, bytes: Buffer): Promise<string>;
  readonly root: string;
}

export function createDiskStorage(root: string): Storage {
  return {
    root,
    async put(key, bytes) {
      const safe = path.normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
      const file = path.join(root, safe);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `/uploads/${safe.split(path.sep).join('/')}`;
    },
  };
}
