// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { machineCpu } from '../../../scripts/lib/tools/cpu-time.mjs'

/**
 * A child that works until it has used `seconds` of processor time (however busy the machine, so
 * however long that takes) and prints what it used, by its own count.
 */
function busyChild(seconds: number) {
  const script = `const usedSeconds = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e6 }
    let x = 0
    while (usedSeconds() < ${seconds}) for (let i = 0; i < 1e5; i++) x += Math.sqrt(x + i)
    console.log(usedSeconds())`
  const { stdout, status } = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
  expect(status).toBe(0)
  return Number(stdout.trim())
}

// The kernel counts in ticks of 10 ms; the child's own count is finer.
const TICK = 0.011
// A child's work takes longer on a busy machine: the limit fits a slow runner, not this one.
const SLOW_RUNNER = 60_000

describe.runIf(existsSync('/proc/stat'))("the machine's processor time, from /proc", () => {
  it('counts the time a process kept a core busy', { timeout: SLOW_RUNNER }, () => {
    const before = machineCpu()!
    const used = busyChild(0.4)
    const after = machineCpu()!

    expect(used).toBeGreaterThanOrEqual(0.4)
    // Other processes may have been busy too, never less.
    expect(after.busy - before.busy).toBeGreaterThanOrEqual(used - 2 * TICK)
    expect(after.idle - before.idle).toBeGreaterThanOrEqual(0)
  })

  it(
    'in seconds: busy and idle add up to its cores times the time passed',
    {
      timeout: SLOW_RUNNER,
    },
    () => {
      const before = machineCpu()!
      const start = Date.now()
      busyChild(1)
      const after = machineCpu()!
      const seconds = (Date.now() - start) / 1000
      const counted = after.busy - before.busy + (after.idle - before.idle)
      const { cores } = after
      expect(cores).toBeGreaterThanOrEqual(1)
      expect(counted).toBeLessThanOrEqual(seconds * cores * 1.1 + 2 * TICK)
      // Less only by what a virtual machine's host gave to others (steal, a few % at most here).
      expect(counted).toBeGreaterThanOrEqual(seconds * cores * 0.8)
    },
  )
})
