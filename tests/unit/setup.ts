import { appendFileSync } from 'node:fs'
import { afterAll, afterEach, expect } from 'vitest'

// Tests run in Node unless their file asks for a document (`// @vitest-environment jsdom`: the
// components', the stores' and the browser helpers'); those get jsdom, Testing Library and the
// browser APIs jsdom lacks. Node tests skip both, which cost about a third of the run.
if (typeof window !== 'undefined') await import('./setup-dom')

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
