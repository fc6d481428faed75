/** Picks the shop's storage from its configuration. */
import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage, type Storage } from './storage.ts';

/** The shop's storage as configured: the data folder, unless S3_BUCKET asks for a bucket. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return createDiskStorage(path.join(config.dataDir, 'uploads'));
  // Loaded only for a bucket: a shop on its data folder does not pay for the SDK at start.
  const { openS3Storage } = await import('./s3-storage.ts');
  return openS3Storage(config.s3);
}
