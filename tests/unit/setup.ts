import { AsyncLocalStorage } from 'node:async_hooks'
import { appendFileSync } from 'node:fs'
import { afterAll, afterEach, expect } from 'vitest'

// Tests run in Node unless their file asks for a document (`// @vitest-environment jsdom`: the
// components', the stores' and the browser helpers'); those get jsdom, Testing Library and the
// browser APIs jsdom lacks. Node tests skip both, which cost about a third of the run.
if (typeof window !== 'undefined') await import('./setup-dom')

// Next's server sets this global before any of its modules loads, and a module of Next reads it
// once, when it loads. Files that share a worker share its loaded modules: set it before the first
// file, or a test of Next's request storage depends on which file the worker ran first.
const withStorage = globalThis as { AsyncLocalStorage?: unknown }
if (typeof window === 'undefined') withStorage.AsyncLocalStorage ??= AsyncLocalStorage

// The expect calls the tests reach: with ASSERTION_COUNT_FILE set (npm test sets it), each test
// file appends `unit <count>`, so a change can show it lost no assertion.
let reached = 0
afterAll(() => {
  const file = process.env.ASSERTION_COUNT_FILE
  if (file) appendFileSync(file, `unit ${reached}\n`)
})

afterEach(() => {
  reached += expect.getState().assertionCalls
})
