#!/usr/bin/env node
// `npm test`: runs the steps below in order, stops at the first that fails, and ends with a table
// of the steps and their times, and how many expect calls each kind of test reached (so a change
// that moves or merges tests can show it lost none).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { machineCpu } from './lib/tools/cpu-time.mjs'

// The CMS step edits a copy of content/ in the browser; the build under /coverbridge is built
// from that copy, so the prefixed smoke test sees the edit on the site and in its search.
const CMS_COPY = { COVERBRIDGE_CONTENT_DIR: '.cms-test/content' }

/** The test ports start here (tests/e2e/support/hosts.ts and each runner take offsets from it). */
const PORT = Number(process.env.E2E_PORT ?? 4173)

/**
 * A step, or a list of steps run side by side: steps that share nothing they write, where one
 * leaves a core idle much of its time. ESLint and Prettier are single-threaded; the dev-server
 * and CMS tests wait on a server and a browser; the Firefox and WebKit smoke
 * drives one page at a time and waits on its slowed network much of its 40 s, and the export
 * checks only read files, beside Playwright's two workers (the smoke on ports of its own,
 * E2E_PORT + 20 on). The type check runs before the dev server: `next dev` writes next-env.d.ts,
 * which tsc reads. A build keeps about 1.4 cores busy: the unit tests, which read no build and
 * write only in temporary folders, run beside the longest one (the build under /coverbridge,
 * which compiles from nothing: a path prefix is part of Next's compile cache's version).
 */
const STEPS = [
  ['node and browser', 'node', ['scripts/check-browser.mjs']],
  [
    ['lint', 'npm', ['run', 'lint:code']],
    ['formatting', 'npm', ['run', 'lint:format']],
    ['types', 'npm', ['run', 'typecheck']],
  ],
  [
    ['dev server: a saved post shows', 'npm', ['run', 'test:dev']],
    ['CMS: an author edits a copy of content/', 'npm', ['run', 'test:cms']],
  ],
  [
    ['test build under /coverbridge, from that copy', 'npm', ['run', 'build:e2e:base'], CMS_COPY],
    ['unit tests', 'npm', ['run', 'test:unit']],
  ],
  ['test build with a chat portal id', 'npm', ['run', 'build:e2e:chat']],
  ['test build', 'npm', ['run', 'build:e2e']],
  [
    ['end-to-end (Chromium)', 'npm', ['run', 'test:e2e']],
    ['export checks', 'npm', ['run', 'test:export']],
    [
      'other engines (Firefox, WebKit)',
      'npm',
      ['run', 'test:engines'],
      { E2E_PORT: String(PORT + 20) },
    ],
  ],
]

const countDir = mkdtempSync(join(tmpdir(), 'coverbridge-test-'))
const countFile = join(countDir, 'assertions')
const env = { ...process.env, ASSERTION_COUNT_FILE: countFile }
const rows = []
let failed

/** The machine's busy core-seconds since `before`, to one decimal ('' when unknown). */
const busySince = (before) => {
  const now = machineCpu()
  return before === undefined || now === undefined ? '' : (now.busy - before.busy).toFixed(1)
}

/**
 * Runs one step. The first step of a group (or a step alone) streams its output as it comes; the
 * others keep theirs, printed in one piece once the whole group has ended, so logs never interleave.
 */
function run([name, command, args, stepEnv = {}], { stream }) {
  const vars = Object.entries(stepEnv).map(([key, value]) => `${key}=${value} `)
  const header = `\n▶ ${name}: ${vars.join('')}${command} ${args.join(' ')}`
  if (stream) console.log(header)
  const begin = Date.now()
  const child = spawn(command, args, {
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...stepEnv },
  })
  let output = stream ? '' : `${header}\n`
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => {
    child.on('error', (error) => (output += `${error.message}\n`))
    child.on('close', (code) => {
      resolve({ name, seconds: (Date.now() - begin) / 1000, ok: code === 0, output })
    })
  })
}

const started = Date.now()
const startMachine = machineCpu()
for (const step of STEPS) {
  const group = Array.isArray(step[0]) ? step : [step]
  const begin = Date.now()
  const beginCpu = machineCpu()
  const results = await Promise.all(group.map((item, index) => run(item, { stream: index === 0 })))
  for (const result of results) process.stdout.write(result.output)
  // Steps side by side share one figure: the machine's count does not say whose time it was.
  const cpu = busySince(beginCpu)
  if (group.length > 1) {
    rows.push(['side by side:', ((Date.now() - begin) / 1000).toFixed(1), cpu, ''])
  }
  for (const result of results) {
    const label = group.length > 1 ? `  ${result.name}` : result.name
    rows.push([
      label,
      result.seconds.toFixed(1),
      group.length > 1 ? '' : cpu,
      result.ok ? 'ok' : 'FAILED',
    ])
  }
  failed = results.find((result) => !result.ok)?.name
  if (failed) break
}
const wall = (Date.now() - started) / 1000
rows.push(['total', wall.toFixed(1), busySince(startMachine), failed ? 'FAILED' : 'ok'])
const endMachine = machineCpu()

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
console.log(`\n${'step'.padEnd(width)}  ${'seconds'.padStart(8)}  ${'cpu s'.padStart(7)}  result`)
for (const [name, seconds, cpu, result] of rows) {
  console.log(`${name.padEnd(width)}  ${seconds.padStart(8)}  ${cpu.padStart(7)}  ${result}`)
}
// What the run asked of the machine: its busy time over its cores shows how long the same work
// would take with no core ever idle (another program's time is counted too: run it on an idle
// machine to read it so).
if (startMachine && endMachine) {
  const busy = endMachine.busy - startMachine.busy
  const idle = endMachine.idle - startMachine.idle
  const { cores } = endMachine
  console.log(
    `\nthe machine: ${busy.toFixed(0)} core-seconds busy, ${idle.toFixed(0)} idle, on ${cores} cores: ` +
      `the same work, no core ever idle, would take ${(busy / cores).toFixed(0)} s`,
  )
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
