/**
 * The storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the AWS
 * SDK v3. Objects carry their content type and cache policy, so a bucket served directly
 * (S3_PUBLIC_URL) answers as the shop would.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { cacheControlOf, checkKey, contentTypeOf, isStorageKey, uploadUrl, type S3Settings, type Storage } from './storage.ts';

const notFound = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/**
 * The bucket's storage once the bucket answers: a shop started on a missing bucket, a wrong
 * endpoint or refused keys says so when it starts, not at its first upload.
 */
export async function openS3Storage(settings: S3Settings): Promise<Storage> {
  const client = s3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (err) {
    client.destroy();
    const status = err instanceof S3ServiceException ? err.$metadata?.httpStatusCode : undefined;
    const reason =
      status === 404 ? 'it does not exist' : status === 403 || status === 401 ? 'the keys are refused' : err instanceof Error ? err.message || err.name : String(err);
    throw new Error(
      `The S3 bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''} cannot be used: ${reason}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the access keys.`,
      { cause: err },
    );
  }
  return createS3Storage(settings, client);
}

function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's own chain applies (environment, profile, instance role).
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where the API requires them: many S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + key;
  return {
    kind: 's3',
    async put(key, bytes, opts) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: opts?.contentType ?? contentTypeOf(key),
          CacheControl: cacheControlOf(key),
        }),
      );
      return uploadUrl(key);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? contentTypeOf(key),
          bytes: out.ContentLength ?? 0,
          modifiedAt: out.LastModified ?? null,
          etag: out.ETag ?? null,
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: objectKey(prefix), ContinuationToken }));
        const page = (out.Contents ?? [])
          .map((o) => ({ key: (o.Key ?? '').slice(settings.prefix.length), bytes: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) }))
          .filter((o) => isStorageKey(o.key));
        if (page.length > 0) yield page;
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async remove(key) {
      // Deleting a missing object succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(checkKey(key)) }));
    },
    close: () => client.destroy(),
    directUrl: (key) => (settings.publicUrl && isStorageKey(key) ? `${settings.publicUrl}/${objectKey(key).split('/').map(encodeURIComponent).join('/')}` : null),
  };
}
