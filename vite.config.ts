import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// One config for the client bundle (`vite build`) and the server bundle (`vite build --ssr`).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'main.js' } } }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        // Two entries: the storefront and the merchant console (src/console), which share no chunk the storefront's entry loads.
        rollupOptions: { input: ['src/storefront/entry-client.tsx', 'src/console/entry.tsx'] },
      },
  ssr: { noExternal: [] },
}));
