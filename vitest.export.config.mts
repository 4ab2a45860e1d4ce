import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Checks of the exported site that need no browser: they read out/ (run `npm run build:e2e`
// first). Kept apart from tests/unit, which runs before any build.
export default defineConfig({
  // Checks that compare the export with the content read it through the same `@/` imports as the app.
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/export/**/*.test.ts'],
    setupFiles: ['tests/export/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
})
