import { appendFileSync } from 'node:fs'
import { afterAll, afterEach, expect } from 'vitest'

// Counts the expect calls the tests reach, so moving checks here from the browser tests can show
// none were lost: with ASSERTION_COUNT_FILE set, each test file appends `export <count>`.
let reached = 0
afterEach(() => {
  reached += expect.getState().assertionCalls
})
afterAll(() => {
  const file = process.env.ASSERTION_COUNT_FILE
  if (file) appendFileSync(file, `export ${reached}\n`)
})
