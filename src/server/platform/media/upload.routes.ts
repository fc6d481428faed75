/**
 * `/api/web/attach/upload` and `/api/admin/attach/upload` (spec §7): one image per request as
 * multipart form data, for a signed-in customer or a member of staff. Limits: the size, a daily
 * quota per user and a rate per minute per user; the answer is the stored WebP's URL and size.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REVIEW_IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { envelope } from '../../../shared/contracts/common.ts';
import { UploadedImage } from '../../../shared/contracts/media.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { DomainError } from '../http/errors.ts';
import { ADMIN, WEB } from '../http/prefixes.ts';
import type { Storage } from './storage.ts';
import { saveUploadedImage } from './uploads.ts';

interface UploadRouteDeps {
  db: Db;
  storage: Storage;
  limits: Config['uploads'];
  /** The accounts domain's guards: a signed-in user (code 50 otherwise), a member of staff (code 30). */
  requireUser(request: FastifyRequest): Promise<{ user: { id: number } }>;
  requireStaff(request: FastifyRequest): Promise<{ user: { id: number } }>;
}

/** Staff upload product and page images all day: ten times a customer's allowance. */
const STAFF_FACTOR = 10;

/** The session's hash (never the token itself in the limiter's store), else the address. */
export const rateKey = (request: FastifyRequest) =>
  request.authToken ? `s:${createHash('sha256').update(request.authToken).digest('hex').slice(0, 32)}` : `ip:${request.ip}`;

function uploadRoute(deps: UploadRouteDeps, who: 'customer' | 'staff'): FastifyPluginAsync {
  const factor = who === 'staff' ? STAFF_FACTOR : 1;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: false });
    app.post(
      '/attach/upload',
      {
        schema: { tags: ['media'], consumes: ['multipart/form-data'], response: { 200: envelope(UploadedImage) } },
        config: {
          // Staff upload images for the catalogue and pages (the accounts domain's permission check reads this).
          ...(who === 'staff' ? { permission: 'catalog.write' as const } : {}),
          // Per session where there is one (a shop behind one address has many customers), else per address.
          rateLimit: { max: deps.limits.perMinute * factor, timeWindow: '1 minute', keyGenerator: rateKey },
        },
      },
      async (request) => {
        const { user } = who === 'staff' ? await deps.requireStaff(request) : await deps.requireUser(request);
        if (!request.isMultipart()) throw new DomainError('UPLOAD_MISSING');
        const file = await request.file();
        if (!file) throw new DomainError('UPLOAD_MISSING');
        const saved = await saveUploadedImage(deps, user.id, file.file, { maxBytes: REVIEW_IMAGE_MAX_BYTES, perDay: deps.limits.perDay * factor });
        return ok(saved, request.t('upload.done'));
      },
    );
  };
}

export async function registerUploads(app: FastifyInstance, deps: UploadRouteDeps) {
  await app.register(uploadRoute(deps, 'customer'), WEB);
  await app.register(uploadRoute(deps, 'staff'), ADMIN);
}
