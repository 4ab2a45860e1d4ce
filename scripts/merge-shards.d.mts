export function mergeShards(shards: string[], out: string): { files: number; problems: string[] }
