import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Layering: app -> features -> shared (components, lib). A feature never reaches into
// another feature, and shared code never depends on a feature or on the app shell.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Calls to the server go through the typed client (src/lib/api.ts). The untyped functions under
// it stay for the few places that cannot name an OpenAPI path (see sharedCodeTransport below).
const untypedTransport = {
  group: ['@/lib/api-client', '**/api-client'],
  importNames: ['apiJson', 'apiRequest'],
  message: "Call the server through `api` from '@/lib/api': its paths, parameters and bodies are typed.",
}
const sharedCodeBoundary = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared code must not depend on features or the app shell.',
}

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
            message: 'Features are independent: move shared code to src/lib or src/components.',
          },
          { group: ['../../*'], message: 'Import across folders with the @/ alias.' },
          untypedTransport,
        ],
      },
    ],
  },
}))

export default defineConfig([
  globalIgnores(['dist', 'dist-ssr', 'test-results', 'playwright-report', 'node_modules']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat['recommended-latest'],
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['*.config.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Test files and UI primitives export helpers next to components on purpose.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/components/ui/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // The prerender step's entry runs once at build time, never under fast refresh.
    files: ['src/entry-server.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sharedCodeBoundary, untypedTransport],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [untypedTransport] }] },
  },
  {
    // The typed client and its tests sit on the untyped functions; the default query function
    // reads its URL from the query key, and a download follows the URL an image came with.
    files: [
      'src/lib/api.ts',
      'src/lib/api*.test.ts',
      'src/lib/query-client.ts',
      'src/lib/image-download.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedCodeBoundary] }] },
  },
  ...featureBoundaries,
])
