/**
 * Where the second of two columns starts when items of these heights fill them as evenly as
 * they can, none broken across the columns: the index of column two's first item (the number of
 * items in column one). A masonry gallery breaks its columns there, so the page knows which
 * tiles top the columns (its first screen) before any browser lays it out. Of two equal splits,
 * column one takes more, as a browser balancing the columns does.
 */
export function secondColumnStart(heights: readonly number[]): number {
  if (heights.length < 2) return heights.length
  const total = heights.reduce((sum, height) => sum + height, 0)
  let start = 1
  let tallest = Number.POSITIVE_INFINITY
  let before = 0
  for (let index = 1; index < heights.length; index++) {
    before += heights[index - 1]!
    const column = Math.max(before, total - before)
    if (column <= tallest) {
      start = index
      tallest = column
    }
  }
  return start
}
