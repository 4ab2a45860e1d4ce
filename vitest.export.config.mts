import { defineConfig } from 'vitest/config'

// Checks of the exported site that need no browser: they read out/ (run `npm run build:e2e`
// first). Kept apart from tests/unit, which runs before any build.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/export/**/*.test.ts'],
    setupFiles: ['tests/export/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
})
