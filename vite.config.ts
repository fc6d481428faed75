import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { namedMessageGroups, SERVER_ONLY_MESSAGE_GROUPS } from './src/shared/i18n/groups.ts';

const MESSAGES = 'src/shared/i18n/messages';
const GROUP_MODULE = 'virtual:storefront-messages/';

/** The storefront's own sources (not tests): the modules that may name a message group. */
function storefrontSources(): string[] {
  return ['src/storefront', 'src/shared']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/**
 * The storefront's catalogues without the groups only the server shows; and the English one
 * (every page's fallback, in the first script) split by message group: a group a module names
 * (`'review.…'`) comes with that module, as a small module of its own it imports, so a page
 * carries the English texts of the sections it shows and no others. The groups no module names
 * (keys built from data) stay in the catalogue itself. The other languages load whole, on demand.
 */
function storefrontCatalogues(): Plugin {
  const english = JSON.parse(readFileSync(`${MESSAGES}/en.json`, 'utf8')) as Record<string, unknown>;
  const groups = Object.fromEntries(Object.entries(english).filter(([group]) => !(SERVER_ONLY_MESSAGE_GROUPS as readonly string[]).includes(group)));
  const namedIn = (code: string) => namedMessageGroups(code, groups);
  const split = new Set(storefrontSources().flatMap((file) => namedIn(readFileSync(file, 'utf8'))));
  const englishFile = path.resolve(`${MESSAGES}/en.json`);
  return {
    name: 'storefront-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(GROUP_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${GROUP_MODULE}`)) return null;
      const group = id.slice(GROUP_MODULE.length + 1);
      return `import en from ${JSON.stringify(englishFile)};\nen[${JSON.stringify(group)}] = ${JSON.stringify(english[group])};\n`;
    },
    transform(code, id, options) {
      if (options?.ssr) return null;
      const file = id.split('?')[0];
      if (/src\/(storefront|shared)\/.*\.tsx?$/.test(file) && !file.includes('/i18n/messages/')) {
        const named = namedIn(code).filter((group) => split.has(group));
        if (!named.length) return null;
        return { code: named.map((group) => `import '${GROUP_MODULE}${group}';`).join('') + code, map: null };
      }
      const catalogue = /src\/shared\/i18n\/messages\/([^/]+)\.json$/.exec(file)?.[1];
      if (!catalogue) return null;
      const messages = JSON.parse(code) as Record<string, unknown>;
      for (const group of SERVER_ONLY_MESSAGE_GROUPS) delete messages[group];
      if (catalogue === 'en') for (const group of split) delete messages[group];
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

/** What a browser fetches as text, and so gets compressed: scripts, styles, pictures drawn as text. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;

/**
 * Every built file a browser fetches as text, also as `.br` (brotli's hardest, 11) and `.gz` (gzip
 * 9) beside it: the server sends those as they are (`preCompressed`), so no answer for an asset is
 * compressed while the browser waits, and each is smaller than a compression made then.
 */
function precompressed(): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client';
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
        });
        const gz = gzipSync(bytes, { level: 9 });
        const at = path.join(dir, file.fileName);
        if (br.length < bytes.length) writeFileSync(`${at}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${at}.gz`, gz);
      }
    },
  };
}

/**
 * One config for the storefront's client bundle (`vite build`), the merchant console's
 * (`vite build --mode console`: a build of its own, so the storefront's chunks are exactly what
 * they would be without it, and nothing of the console is ever shared into them) and the server
 * bundle (`vite build --ssr`).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), ...(!isSsrBuild && mode !== 'console' ? [storefrontCatalogues()] : []), ...(!isSsrBuild ? [precompressed()] : [])],
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'main.js' } } }
    : mode === 'console'
      ? {
          outDir: 'dist/client',
          manifest: '.vite/console-manifest.json',
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: { input: 'src/console/entry.tsx' },
        }
      : {
          outDir: 'dist/client',
          manifest: true,
          emptyOutDir: true,
          rollupOptions: { input: 'src/storefront/entry-client.tsx' },
        },
  ssr: { noExternal: [] },
}));
