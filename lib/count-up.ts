/** Pure helpers of the animated counters, kept apart from the DOM so they are unit-tested. */

/** Fast start, gentle finish: the last digits settle instead of snapping. */
export function easeOutCubic(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1)
  return 1 - (1 - p) ** 3
}

/** The number shown `elapsed` ms into an animation of `duration` ms towards `value`. */
export function countAt(value: number, elapsed: number, duration: number): number {
  if (duration <= 0) return value
  return value * easeOutCubic(elapsed / duration)
}

/** '120', '1.3', '730': fixed decimals, so the width does not jump while counting. */
export function formatCount(value: number, decimals: number): string {
  return value.toFixed(decimals)
}
