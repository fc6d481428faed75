/**
 * A customer's avatar from an uploaded file: only JPEG, PNG, GIF and WebP are taken, known by
 * their first bytes (not by the name or the declared type, so an SVG or a page with a script is
 * refused whatever it claims to be). The picture is decoded and drawn again as WebP, square, at
 * 256 and 64 px; nothing of the file but its pixels is kept (EXIF, location and other metadata
 * are dropped).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_SIZES } from '../../shared/contracts/security.ts';
import { DomainError } from '../platform/http/errors.ts';
import type { Storage } from '../platform/media/storage.ts';

/** What the first bytes say the file is, or null for anything but the four image formats taken. */
export function imageKind(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Pictures larger than this many pixels are refused before decoding (a small file can claim a huge size). */
const MAX_PIXELS = 40_000_000;

/** Re-encodes the upload at each avatar size; answers the files by size. */
export async function renderAvatar(bytes: Buffer): Promise<Map<number, Buffer>> {
  if (!imageKind(bytes)) throw new DomainError('IMAGE_INVALID');
  const out = new Map<number, Buffer>();
  try {
    for (const size of AVATAR_SIZES) {
      // rotate() applies the EXIF orientation before the metadata goes; the first frame of an animation is taken.
      out.set(size, await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer());
    }
  } catch {
    throw new DomainError('IMAGE_INVALID');
  }
  return out;
}

/** Stores the avatar's sizes under avatars/{userId}/ and answers the large one's URL (the small one sits beside it). */
export async function storeAvatar(storage: Storage, userId: number, bytes: Buffer): Promise<string> {
  const files = await renderAvatar(bytes);
  const name = randomBytes(8).toString('hex');
  let large = '';
  for (const [size, file] of files) {
    const url = await storage.put(`avatars/${userId}/${name}-${size}.webp`, file);
    if (size === 256) large = url;
  }
  return large;
}
