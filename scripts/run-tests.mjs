#!/usr/bin/env node
// `npm test`: runs the steps below in order, stops at the first that fails, and ends with a table
// of the steps and their times, and how many expect calls each kind of test reached (so a change
// that moves or merges tests can show it lost none).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The CMS step edits a copy of content/ in the browser; the build under /coverbridge is built
// from that copy, so the prefix smoke test sees the edit on the site and in its search.
const CMS_COPY = { COVERBRIDGE_CONTENT_DIR: '.cms-test/content' }

const STEPS = [
  ['node and browser', 'node', ['scripts/check-browser.mjs']],
  ['lint', 'npm', ['run', 'lint']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit tests', 'npm', ['run', 'test:unit']],
  ['dev server: a saved post shows', 'npm', ['run', 'test:dev']],
  ['CMS: an author edits a copy of content/', 'npm', ['run', 'test:cms']],
  ['test build under /coverbridge, from that copy', 'npm', ['run', 'build:e2e:base'], CMS_COPY],
  ['test build with a chat portal id', 'npm', ['run', 'build:e2e:chat']],
  ['test build', 'npm', ['run', 'build:e2e']],
  ['export checks', 'npm', ['run', 'test:export']],
  ['end-to-end (Chromium)', 'npm', ['run', 'test:e2e']],
  ['other engines (Firefox, WebKit)', 'npm', ['run', 'test:engines']],
]

const countDir = mkdtempSync(join(tmpdir(), 'coverbridge-test-'))
const countFile = join(countDir, 'assertions')
const env = { ...process.env, ASSERTION_COUNT_FILE: countFile }
const rows = []
let failed

const started = Date.now()
for (const [name, command, args, stepEnv = {}] of STEPS) {
  const vars = Object.entries(stepEnv).map(([key, value]) => `${key}=${value} `)
  console.log(`\n▶ ${name}: ${vars.join('')}${command} ${args.join(' ')}`)
  const begin = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...stepEnv } })
  const ok = result.status === 0
  rows.push([name, ((Date.now() - begin) / 1000).toFixed(1), ok ? 'ok' : 'FAILED'])
  if (!ok) {
    failed = name
    break
  }
}
rows.push(['total', ((Date.now() - started) / 1000).toFixed(1), failed ? 'FAILED' : 'ok'])

const assertions = new Map()
try {
  for (const line of readFileSync(countFile, 'utf8').split('\n')) {
    const [kind, count] = line.split(' ')
    if (kind) assertions.set(kind, (assertions.get(kind) ?? 0) + Number(count))
  }
} catch {
  // No step counted anything (it stopped early).
}
rmSync(countDir, { recursive: true, force: true })

const width = Math.max(...rows.map(([name]) => name.length))
console.log(`\n${'step'.padEnd(width)}  ${'seconds'.padStart(8)}  result`)
for (const [name, seconds, result] of rows) {
  console.log(`${name.padEnd(width)}  ${seconds.padStart(8)}  ${result}`)
}
if (assertions.size) {
  console.log(
    `\nexpect calls reached: ${[...assertions].map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
  )
}
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`)
  process.exit(1)
}
