import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSvg } from './image-render.ts';
import { productSvg } from './product-images.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('renderSvg', () => {
  const svg = productSvg({ motif: 'sweater', hex: '#7b1e3a', seed: 'test', width: 200 });

  it('gives a WebP per width, the first at the drawing size', async () => {
    const [large, small] = await renderSvg(svg, [200, 100], undefined);
    expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 100, height: 100 });
  });

  it('reuses renders kept in the cache directory, keyed by the drawing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-image-cache-'));
    dirs.push(dir);
    const first = await renderSvg(svg, [200, 100], dir);
    const [sub] = await readdir(dir);
    const files = (await readdir(path.join(dir, sub))).sort();
    expect(files).toHaveLength(2);
    // Replace the cached renders: the next call must answer them instead of drawing again.
    const marker = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    for (const f of files) await writeFile(path.join(dir, sub, f), marker);
    const again = await renderSvg(svg, [200, 100], dir);
    expect(again[0].equals(marker)).toBe(true);
    expect(again[0].equals(first[0])).toBe(false);
    // Another drawing is rendered, not taken from the cache.
    const other = await renderSvg(productSvg({ motif: 'blouse', hex: '#7b1e3a', seed: 'test', width: 200 }), [200, 100], dir);
    expect(other[0].equals(marker)).toBe(false);
  });
});
