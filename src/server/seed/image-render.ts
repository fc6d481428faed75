/**
 * SVG to WebP for the generated demo images. The SVG is rasterised once at the first width and
 * scaled down for the others. With DEMO_IMAGE_CACHE_DIR set, results are kept on disk under the
 * hash of their SVG and sizes, so a second first start (a fresh database, the same drawings)
 * skips the rendering; a drawing that changes gets a new hash. A cache that cannot be read or
 * written is ignored.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Bumped when the encoding settings change, so cached files from older settings are not used. */
const ENCODING = 'webp-q80-e2-v1';

const webp = (image: sharp.Sharp) => image.webp({ quality: 80, effort: 2 }).toBuffer();

async function rasterise(svg: string, widths: number[]): Promise<Buffer[]> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    widths.map((w, i) =>
      i === 0 || w === info.width
        ? webp(sharp(data, raw))
        : webp(sharp(data, raw).resize({ width: w, height: Math.round((info.height * w) / info.width), kernel: 'lanczos3' })),
    ),
  );
}

/** WebP images of the SVG at each width (the first is the SVG's own size), from the cache when it has them. */
export async function renderSvg(svg: string, widths: number[], cacheDir = process.env.DEMO_IMAGE_CACHE_DIR): Promise<Buffer[]> {
  if (!cacheDir) return rasterise(svg, widths);
  const key = createHash('sha256')
    .update(`${ENCODING}\n${widths.join(',')}\n${svg}`)
    .digest('hex');
  const files = widths.map((w) => path.join(cacheDir, key.slice(0, 2), `${key}-${w}.webp`));
  const cached = await Promise.all(files.map((f) => readFile(f).catch(() => null)));
  if (cached.every((b) => b !== null && b.length > 0)) return cached as Buffer[];
  const images = await rasterise(svg, widths);
  try {
    await mkdir(path.dirname(files[0]), { recursive: true });
    await Promise.all(
      files.map(async (f, i) => {
        const tmp = `${f}.${process.pid}.tmp`;
        await writeFile(tmp, images[i]);
        await rename(tmp, f);
      }),
    );
  } catch {
    // A read-only or full cache directory only costs the next start its speed.
  }
  return images;
}
