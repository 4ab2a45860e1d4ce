export type Shard = { index: number; count: number }
export function parseShard(value: string | undefined): Shard | undefined
export function shardOf(path: string, count: number): number
export function renderOnly(file?: string): Set<string> | undefined
export function toRender<T>(
  items: T[],
  pathOf: (item: T) => string,
  shard?: Shard,
  named?: Set<string>,
): T[]
