/// <reference types="vitest/config" />
// Vite (dev server, build) and Vitest configuration for the Johap SPA.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.JOHAP_BACKEND_URL ?? 'http://127.0.0.1:8080';
// /api-docs serves the OpenAPI document that Swagger UI loads.
const proxied = ['/api', '/api-docs', '/healthz', '/readyz', '/swagger-ui'];

// Test files that replace modules with vi.mock: they run isolated, because with a shared module
// cache another file may have loaded the real module first. Every other file shares its worker's
// jsdom and module cache (setup.ts resets the DOM, msw, storage and notifications per test):
// starting a fresh environment per file cost more than half of the suite's time on 2 cores.
const mocking = [
  'src/features/portfolio/pages/PortfolioItemPdf.test.tsx',
  'src/features/portfolio/pages/PortfolioDetailPdf.test.tsx',
  'src/features/portfolio/pdf/render.test.tsx',
  'src/features/support/pages/InquiryPage.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: backend, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and page imports, for the size script.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 30_000,
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: mocking } },
    ],
  },
});
