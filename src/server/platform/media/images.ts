/**
 * The one way an image comes into the shop: read with a size limit, checked by its first bytes
 * (never by its name or declared type), decoded with a pixel limit against decompression bombs,
 * then re-encoded as WebP at the sizes asked for. Re-encoding drops every byte of metadata
 * (EXIF with its location, comments, embedded profiles) and anything hidden after the image.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { DomainError } from '../http/errors.ts';

/** The most pixels an upload may declare (a 48-megapixel phone photo fits; a bomb does not). */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

/** The image type its first bytes say, or null: text, SVG, PDF and everything else. */
export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'gif';
  // HEIC / HEIF / AVIF: an ISO media box "ftyp" with an image brand.
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis)$/.test(head.toString('latin1', 8, 12)))
    return 'heif';
  return null;
}

export interface AcceptedImage {
  /** The longest side asked for (the image is never enlarged). */
  size: number;
  bytes: Buffer;
  width: number;
  height: number;
  /** SHA-256 of the WebP bytes, hex: the file's name. */
  hash: string;
}

export interface AcceptOptions {
  maxBytes: number;
  /** The longest side of each version made, e.g. [1600, 400]. */
  sizes: number[];
  quality?: number;
}

/** Reads the whole stream, but keeps no more than `maxBytes`; a longer stream (or one its source cut short) is too large. */
async function readLimited(stream: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  let tooLarge = false;
  // Drained to the end either way, so the client's upload completes and it reads the answer.
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    total += buf.length;
    if (total > maxBytes) tooLarge = true;
    else chunks.push(buf);
  }
  if (tooLarge || stream.truncated) throw new DomainError('UPLOAD_TOO_LARGE', { max: Math.round(maxBytes / (1024 * 1024)) });
  return Buffer.concat(chunks);
}

/** Checks and re-encodes one image from `stream`; throws a translated DomainError when it is refused. */
export async function acceptImage(stream: Readable, opts: AcceptOptions): Promise<AcceptedImage[]> {
  const input = await readLimited(stream, opts.maxBytes);
  if (input.length === 0) throw new DomainError('UPLOAD_MISSING');
  if (!sniffImage(input.subarray(0, 16))) throw new DomainError('UPLOAD_TYPE');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Looks like an image but the decoder cannot read it (a HEVC photo this build has no codec for, a damaged file).
    throw new DomainError('UPLOAD_UNREADABLE');
  }
  // Judged on the declared size before decoding a single pixel.
  if (!meta.width || !meta.height) throw new DomainError('UPLOAD_UNREADABLE');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new DomainError('UPLOAD_TOO_MANY_PIXELS');
  const out: AcceptedImage[] = [];
  for (const size of opts.sizes) {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate() // the EXIF orientation is applied to the pixels, as the metadata goes
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: opts.quality ?? 82 })
        .toBuffer({ resolveWithObject: true });
      out.push({ size, bytes: data, width: info.width, height: info.height, hash: createHash('sha256').update(data).digest('hex') });
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw new DomainError('UPLOAD_TOO_MANY_PIXELS');
      throw new DomainError('UPLOAD_UNREADABLE');
    }
  }
  return out;
}
