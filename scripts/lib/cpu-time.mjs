// Processor time, read from Linux's /proc: what `npm test` prints beside each step's seconds, so a
// run shows the work it asked of the machine as well as how long it took.
import { readFileSync } from 'node:fs'

/** The kernel's clock ticks a second in /proc (USER_HZ, 100 on every Linux we run on). */
const TICKS = 100

/**
 * The processor time (user and system, in seconds) of every child process this one has waited
 * for, and of theirs (browsers and servers a test runner started included): Linux adds a child's
 * time, with its own children's, to its parent's record when the parent reaps it
 * (/proc/self/stat). Undefined where there is no /proc.
 */
export function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / TICKS
  } catch {
    return undefined
  }
}

/**
 * The machine's busy and idle processor time so far, in core-seconds (/proc/stat), if known. Time a
 * virtual machine's host gave to others (steal) is neither.
 */
export function machineCpu() {
  try {
    const [, user, nice, system, idle, iowait, irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .map(Number)
    return {
      busy: (user + nice + system + irq + softirq) / TICKS,
      idle: (idle + iowait) / TICKS,
    }
  } catch {
    return undefined
  }
}
