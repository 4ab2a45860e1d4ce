export function folderFree(identifier: string, context: string): string
export function assignNumbers(names: string[], used?: Set<number | string>): Map<string, number>
export class StableIdsPlugin {
  apply(compiler: unknown): void
}
