import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const TESTS = 'tests/unit'
const testFiles = (readdirSync(TESTS, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(TESTS, file))

const source = (file: string) => readFileSync(file, 'utf8')
/** The file asks for a document (jsdom): the components', the stores' and the browser helpers'. */
const usesDocument = (file: string) => /@vitest-environment jsdom/.test(source(file))
/** The file replaces modules (a mock lives in the worker's module registry, beyond one file). */
const mocksModules = (file: string) => /vi\.(mock|doMock|unmock)\b/.test(source(file))
/** The file stubs the environment or the globals a module reads when it loads. */
const stubsOnLoad = (file: string) => /vi\.(stubEnv|stubGlobal|resetModules)\b/.test(source(file))

/**
 * Three ways to run a file, the cheapest that keeps it from seeing another's state:
 * - shared: pure functions over files and values share each worker's loaded modules (importing
 *   React, zod and the content loaders again for every file took about a third of the run);
 * - document: files that ask for a document and mock no module share their worker's document,
 *   one after another, each starting from fresh modules of ours, empty storage and an empty
 *   document (tests/unit/support/fresh-document.ts): a new worker for each file spent most of
 *   its time importing jsdom again (unit tests alone: 60 s and 105 s of CPU -> 38 s and 63 s);
 * - isolated: a new worker for each file that mocks modules, and for each that needs no document
 *   but stubs what a module reads when it loads.
 */
const documentFiles = testFiles.filter((file) => usesDocument(file) && !mocksModules(file))
const isolated = testFiles.filter(
  (file) =>
    !documentFiles.includes(file) &&
    (usesDocument(file) || mocksModules(file) || stubsOnLoad(file)),
)
const shared = testFiles.filter((file) => !documentFiles.includes(file) && !isolated.includes(file))

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
      {
        extends: true,
        test: {
          name: 'document',
          include: documentFiles,
          isolate: false,
          environment: 'jsdom',
          // Added to tests/unit/setup.ts (a project that extends the root adds to its setup files).
          setupFiles: ['tests/unit/setup-fresh.ts'],
        },
      },
    ],
  },
})
