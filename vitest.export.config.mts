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
    // Each check reads every page of the export, decodes its photos with sharp or walks its
    // files: seconds of work on a busy two-core machine, past Vitest's default of 5 s. A limit
    // that fits the work, so a slow runner is not a failure; a hang still ends the run.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
