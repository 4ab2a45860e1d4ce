// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { machineCpu } from '../../../scripts/lib/cpu-time.mjs'

/**
 * A child that keeps one core busy for about `ms` and prints the processor seconds it used (its
 * own count, from inside it).
 */
function busyChild(ms: number) {
  const script = `const end = Date.now() + ${ms}; let x = 0
    while (Date.now() < end) x += Math.sqrt(x + 1)
    const { user, system } = process.cpuUsage()
    console.log((user + system) / 1e6)`
  const { stdout, status } = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
  expect(status).toBe(0)
  return Number(stdout.trim())
}

// The kernel counts in ticks of 10 ms; the child's own count is finer.
const TICK = 0.011

describe.runIf(existsSync('/proc/stat'))("the machine's processor time, from /proc", () => {
  it('counts the time a process kept a core busy', () => {
    const before = machineCpu()!
    const used = busyChild(400)
    const after = machineCpu()!

    expect(used).toBeGreaterThan(0.2)
    // Other processes may have been busy too, never less.
    expect(after.busy - before.busy).toBeGreaterThanOrEqual(used - 2 * TICK)
    expect(after.idle - before.idle).toBeGreaterThanOrEqual(0)
  })

  it('reads seconds, not ticks: busy and idle add up to the cores times the time passed', () => {
    const before = machineCpu()!
    const start = Date.now()
    busyChild(1000)
    const after = machineCpu()!
    const seconds = (Date.now() - start) / 1000
    const counted = after.busy - before.busy + (after.idle - before.idle)
    const cores = availableParallelism()
    expect(counted).toBeLessThanOrEqual(seconds * cores * 1.1 + 2 * TICK)
    expect(counted).toBeGreaterThanOrEqual(seconds * cores * 0.5)
  })
})
