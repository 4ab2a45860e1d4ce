export const RENDER_CACHE: string
export const MANIFEST: string
export const PLAN: string
export const RENDER_ONLY: string
export const PREVIOUS: string

/** A page's file in the manifest: its path in the export, size and modification time (ms). */
export type FileStamp = [file: string, size: number, mtime: number]
export type Manifest = {
  site: string
  buildId: string
  pages: Record<string, { inputs: string; files: FileStamp[] }>
}
export type Decision = {
  mode: 'full' | 'incremental'
  reason: string
  render: string[]
  keep: string[]
}

export function siteFingerprint(options?: {
  root?: string
  env?: Record<string, string | undefined>
  year?: number
}): { hash: string; files: number }
export function pageHashes(plan: { path: string; inputs: unknown }[]): Record<string, string>
export function ownedFiles(out: string, path: string): string[]
export function readManifest(file?: string): Manifest | undefined
export function decideRender(options: {
  manifest: Manifest | undefined
  site: string
  hashes: Record<string, string>
  out: string
  full?: boolean
}): Decision
export function putBack(options: {
  out: string
  previous: string
  manifest: Manifest
  keep: string[]
}): number
export function manifestOf(options: {
  out: string
  site: string
  buildId: string
  hashes: Record<string, string>
}): { manifest: Manifest; missing: string[] }
export function writeJson(file: string, value: unknown): void
export function removeQuietly(path: string): void
export function recoverLastExport(out: string, previous?: string): void
