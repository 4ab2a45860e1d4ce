export type Shard = { index: number; count: number }
export function parseShard(value: string | undefined): Shard | undefined
export function shardOf(path: string, count: number): number
export function inShard<T>(items: T[], pathOf: (item: T) => string, shard?: Shard): T[]
