export const PAGE_CACHE: string
export function sourceTreeHash(entry: string): string
export function payloadFileOf(name: string): string
export function rewritePages(
  out: string,
  names: string[],
  options: {
    workers?: number
    cacheDir?: string
    buildId?: string | null
    basePath?: string
    rewriteOptions?: Record<string, unknown>
  },
): Promise<{
  pages: number
  outlined: number
  blocking: number
  deferred: number
  cached: number
  leaner: number
  failures: string[]
}>
