import { z } from 'zod';

/** The answer of `/attach/upload` (web and admin): the stored image, re-encoded as WebP. */
export const UploadedImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** The form field the file goes in. */
export const UPLOAD_FIELD = 'file';
