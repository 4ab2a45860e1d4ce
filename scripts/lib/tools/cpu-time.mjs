// Processor time, read from Linux's /proc: what `npm test` prints beside each step's seconds, so a
// run shows the work it asked of the machine as well as how long it took. The machine's own count,
// not its children's: the browsers' renderers and the servers the test runners start are not
// always waited for by the process that started them, so a parent's record misses their time.
import { readFileSync } from 'node:fs'

/** The kernel's clock ticks a second in /proc (USER_HZ, 100 on every Linux we run on). */
const TICKS = 100

/**
 * The machine's busy and idle processor time so far, in core-seconds (/proc/stat), if known. Time a
 * virtual machine's host gave to others (steal) is neither.
 */
export function machineCpu() {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n')
    const [, user, nice, system, idle, iowait, irq, softirq] = lines[0].split(/\s+/).map(Number)
    return {
      busy: (user + nice + system + irq + softirq) / TICKS,
      idle: (idle + iowait) / TICKS,
      /** The cores these figures add up: one line each after the total. */
      cores: lines.filter((line) => /^cpu\d/.test(line)).length,
    }
  } catch {
    return undefined
  }
}
