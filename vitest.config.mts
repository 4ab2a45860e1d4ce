import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const TESTS = 'tests/unit'
const testFiles = (readdirSync(TESTS, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(TESTS, file))

/**
 * Files that must start from fresh modules: those that ask for a document (jsdom, where a store
 * or a component keeps state in its module) and those that mock modules or stub the environment
 * a module reads when it loads. The others, pure functions over files and values, share each
 * worker's loaded modules: importing React, zod and the content loaders again for every file
 * took about a third of the run.
 */
const needsFreshModules = (file: string) =>
  /@vitest-environment jsdom|vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\b/.test(
    readFileSync(file, 'utf8'),
  )
const isolated = testFiles.filter(needsFreshModules)
const shared = testFiles.filter((file) => !needsFreshModules(file))

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
    globals: true,
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
    ],
  },
})
