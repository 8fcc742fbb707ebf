/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { contentPlugin } from './scripts/content-plugin.ts'
import { fontPreloadPlugin } from './scripts/font-preload-plugin.ts'

// The Rust server serves /api; during `npm run dev` Vite forwards those calls to it.
const apiTarget = process.env.CARDSMITH_API_URL ?? 'http://127.0.0.1:8080'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    contentPlugin(),
    react(),
    tailwindcss(),
    // The Latin files of the body and heading fonts (main.tsx imports the fonts).
    fontPreloadPlugin(['plus-jakarta-sans-latin-wght-normal', 'fraunces-latin-wght-normal']),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    // The prerendered pages' copyright year (src/vite-env.d.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: {
    // Anchored, so /api-docs stays a page of the app; /v1 is the public API.
    proxy: {
      '^/api/': { target: apiTarget, changeOrigin: false },
      '^/v1/': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server-side build (scripts/prerender.mjs) runs once at build time: no chunks to cache.
    rolldownOptions: isSsrBuild ? {} : {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Every core: Vitest's default leaves one free, which on a two-core machine means one worker.
    maxWorkers: '100%',
    // The form tests type key by key; on a busy two-core machine that can pass 5 s.
    testTimeout: 15_000,
  },
}))
