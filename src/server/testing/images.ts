/** Test images: a photo with EXIF, an image too large to accept, a decompression bomb, and an upload helper. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestServer } from './test-server.ts';

/** A small JPEG photo carrying EXIF (a camera make and a comment a shopper would not want published). */
export function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address 1 Main St' } })
    .toBuffer();
}

/** An uncompressed PNG of noise, `mb` megabytes large. */
export function largePng(mb: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((mb * 1024 * 1024) / 3));
  return sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A PNG of a few hundred bytes that declares `side` × `side` pixels (a decompression bomb's header). */
export function pngBomb(side = 100_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc(1 + side * 3 * 2)); // a couple of zero rows: it compresses to almost nothing
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** POSTs one file as multipart to `/api/{web|admin}/attach/upload`. */
export async function upload(
  server: TestServer,
  file: { bytes: Buffer | string; name: string; type: string },
  headers: Record<string, string> = {},
  base = '/api/web',
): Promise<{ status: number; body: { code: number; msg: string; data: any } }> {
  const form = new FormData();
  form.append('file', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}${base}/attach/upload`, { method: 'POST', headers, body: form });
  return { status: response.status, body: await response.json() };
}
