import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/dev': api, '/sitemap.xml': api, '/robots.txt': api },
  },
  build: isSsrBuild
    ? // The server renderer (`vite build --ssr src/entry-server.tsx`, docs/decisions/023): one self-contained
      // module set beside the client build, never inside dist, which is served to browsers.
      { outDir: 'dist-server', target: 'node20', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          output: {
            // What every page runs (React, the router, the query cache, emotion and MUI's styling core) as one
            // file rather than dozens of small shared ones: fewer requests, and fewer preload links to write
            // before the app can start (docs/decisions/035).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|@emotion[\\/][^\\/]+|@mui[\\/](system|styled-engine|utils|private-theming))[\\/]/,
                },
                {
                  name: 'mui',
                  test: /node_modules[\\/]@mui[\\/]material[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  // Bundled rather than loaded from node_modules at run time: MUI's and emotion's packages mix module formats
  // that Node cannot always load directly, and one bundle keeps one copy of React.
  ssr: { noExternal: true },
  // The server bundle carries React's and MUI's production code whatever NODE_ENV the server runs with:
  // their development builds render several times slower and check what the tests already check.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
  },
}));
