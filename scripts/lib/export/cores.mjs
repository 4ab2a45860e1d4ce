// How many processes a build step may run at once: the cores the machine gives this build and the
// memory it may use, each as the container sees it. os.cpus() counts the host's processors, which a
// container limited to two cores of a 64-core host would take for 64 (and Next starts one worker
// fewer than that count); the scheduler's affinity and the cgroup's CPU quota are what it may use.
import { readFileSync } from 'node:fs'
import { availableParallelism, totalmem } from 'node:os'

/** A file's text, or undefined when it cannot be read (not Linux, another cgroup version). */
function read(path) {
  try {
    return readFileSync(path, 'utf8').trim()
  } catch {
    return undefined
  }
}

/**
 * The CPU quota of the build's cgroup in cores (1.5 for 150,000 µs per 100,000), or undefined for
 * none: cgroup v2 writes "quota period" or "max period" to cpu.max; v1 two files.
 */
export function cgroupCpuQuota(files = read) {
  const v2 = files('/sys/fs/cgroup/cpu.max')
  if (v2) {
    const [quota, period] = v2.split(/\s+/)
    return quota === 'max' ? undefined : Number(quota) / Number(period) || undefined
  }
  const quota = Number(files('/sys/fs/cgroup/cpu/cpu.cfs_quota_us'))
  const period = Number(files('/sys/fs/cgroup/cpu/cpu.cfs_period_us'))
  return quota > 0 && period > 0 ? quota / period : undefined
}

/** The memory limit of the build's cgroup in bytes, or undefined for none. */
export function cgroupMemoryLimit(files = read) {
  const raw =
    files('/sys/fs/cgroup/memory.max') ?? files('/sys/fs/cgroup/memory/memory.limit_in_bytes')
  const bytes = Number(raw)
  // cgroup v1 writes a number near 2^63 for "no limit".
  return Number.isFinite(bytes) && bytes > 0 && bytes < 2 ** 60 ? bytes : undefined
}

/** The cores the build may use: the processors it may run on, capped by its CPU quota. */
export function buildCores({
  parallelism = availableParallelism(),
  quota = cgroupCpuQuota(),
} = {}) {
  return Math.max(1, Math.min(parallelism, quota === undefined ? parallelism : Math.ceil(quota)))
}

/**
 * How many workers of `perWorker` bytes each fit beside the build's main process (`reserve`
 * bytes) in its memory, at most one a core and at least one.
 */
export function buildWorkers({
  cores = buildCores(),
  memory = cgroupMemoryLimit() ?? totalmem(),
  perWorker = 1.5 * 2 ** 30,
  reserve = 2 * 2 ** 30,
} = {}) {
  return Math.max(1, Math.min(cores, Math.floor((memory - reserve) / perWorker)))
}
