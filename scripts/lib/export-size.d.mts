// Types of scripts/lib/export-size.mjs for the TypeScript tests that call it.
export function gzipBytes(file: string): number
export function htmlFileFor(outDir: string, route: string): string
export function scriptsOf(outDir: string, route: string): string[]
export function firstLoadJs(outDir: string, route: string): number
export function htmlBytes(outDir: string, route: string): { raw: number; gzip: number }
export function kb(bytes: number): string
export type HostLimits = {
  cloudflareFiles: number
  cloudflareFileBytes: number
  githubSiteBytes: number
}
export const HOST_LIMITS: HostLimits
export type ExportStats = {
  pages: number
  files: number
  bytes: number
  largest: { path: string; bytes: number }
}
export function exportStats(outDir: string): ExportStats
export function hostWarnings(stats: ExportStats, limits?: HostLimits): string[]
export function summaryLine(stats: ExportStats): string
