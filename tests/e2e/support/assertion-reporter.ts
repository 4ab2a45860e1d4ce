import { appendFileSync } from 'node:fs'
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/**
 * Counts the expect calls the end-to-end tests reach (Playwright reports each as a test step of
 * category `expect`), so a change that merges or moves tests can show it lost none. Prints the
 * total at the end; with ASSERTION_COUNT_FILE set it also appends `e2e <count>` to that file.
 * Used by `npm test` and on demand: `npx playwright test --reporter=list,./tests/e2e/support/assertion-reporter.ts`.
 */
export default class AssertionReporter implements Reporter {
  private count = 0
  private tests = 0

  onTestEnd(_test: TestCase, _result: TestResult) {
    this.tests += 1
  }

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category === 'expect') this.count += 1
  }

  onEnd() {
    console.log(`\nassertions reached: ${this.count} expect calls in ${this.tests} test runs`)
    const file = process.env.ASSERTION_COUNT_FILE
    if (file) appendFileSync(file, `e2e ${this.count}\n`)
  }

  printsToStdio() {
    return false
  }
}
