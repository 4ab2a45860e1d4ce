// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { childrenCpu, machineCpu } from '../../../scripts/lib/cpu-time.mjs'

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

describe.runIf(existsSync('/proc/self/stat'))('processor time from /proc', () => {
  it("counts a child's processor time once the child has ended", () => {
    const before = childrenCpu()!
    const machineBefore = machineCpu()!
    const used = busyChild(400)
    const after = childrenCpu()!
    const machineAfter = machineCpu()!

    expect(used).toBeGreaterThan(0.2)
    expect(after - before).toBeGreaterThanOrEqual(used - 2 * TICK)
    // The machine was busy at least while the child was.
    expect(machineAfter.busy - machineBefore.busy).toBeGreaterThanOrEqual(used - 2 * TICK)
    expect(machineAfter.idle - machineBefore.idle).toBeGreaterThanOrEqual(0)
  })

  it('reads seconds, not ticks: a second of work is about one', () => {
    const before = childrenCpu()!
    const used = busyChild(1000)
    expect(childrenCpu()! - before).toBeLessThan(used * 2 + 1)
  })
})
