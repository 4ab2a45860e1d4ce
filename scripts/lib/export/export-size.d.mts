// Types of scripts/lib/export/export-size.mjs for the TypeScript tests that call it.
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
  /** Files and bytes directly in each folder ('.' for the top), by path. */
  folders: Record<string, { files: number; bytes: number }>
}
export type DeployTarget = {
  host: string
  files?: number
  fileBytes?: number
  siteBytes?: number
  folderFiles?: number
}
export const DEPLOY_TARGETS: Record<
  'cloudflare-pages' | 'github-pages' | 'netlify' | 's3',
  DeployTarget
>
export function exportStats(outDir: string): ExportStats
export function hostWarnings(stats: Omit<ExportStats, 'folders'>, limits?: HostLimits): string[]
export function targetProblems(stats: ExportStats, target: string): string[]
export function summaryLine(stats: Omit<ExportStats, 'folders'>): string
export function perPageLine(stats: Omit<ExportStats, 'folders'>): string
export function largestFoldersLine(stats: ExportStats, top?: number): string
