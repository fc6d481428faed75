/**
 * An S3-compatible server in the test process (s3rver, on a random port, files in a scratch
 * folder), and the environment that points the shop at one of its buckets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  /** S3_BUCKET, S3_ENDPOINT, … for startTestServer. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'shop-uploads'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver takes its own fixed keys.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
