import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { SERVER_ONLY_MESSAGE_GROUPS } from './src/shared/i18n/groups.ts';

/** The storefront's catalogues without the groups only the server shows. */ function storefrontCatalogues(): Plugin {
  return {
    name: 'storefront-catalogues',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !/src\/shared\/i18n\/messages\/[^/]+\.json$/.test(id.split('?')[0])) return null;
      const messages = JSON.parse(code) as Record<string, unknown>;
      for (const group of SERVER_ONLY_MESSAGE_GROUPS) delete messages[group];
      return { code: JSON.stringify(messages), map: null };
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
  plugins: [react(), tailwindcss(), ...(!isSsrBuild && mode !== 'console' ? [storefrontCatalogues()] : [])],
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
