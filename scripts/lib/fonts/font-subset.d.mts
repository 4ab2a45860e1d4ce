// Types of scripts/lib/fonts/font-subset.mjs for the TypeScript tests that call it.
export const SOURCE: string
export const TARGET: string
export const WEIGHTS: { min: number; max: number }
export const RANGES: [number, number][]
export function sourceCharacters(root?: string): Set<number>
export function requiredCodePoints(root?: string): number[]
