export { cmsBackend } from './cms-backend.mjs'
export { adminPage } from './admin-page.mjs'
import type { PreviewBundle } from './admin-preview.mjs'
export const CMS_LOCAL_PORT: number
export function adminPolicy(options?: { localPort?: number; origins?: string[] }): string
export function cmsSiteUrl(options: { basePath?: string; origin: string }): string
export function adminConfig(options?: {
  basePath?: string
  siteUrl?: string
  env?: Record<string, string | undefined>
}): Promise<{
  config: Record<string, unknown>
  origins: string[]
  connected: boolean
  warnings: string[]
}>
export function writeAdmin(
  dir: string,
  options?: {
    dist: string
    basePath?: string
    siteUrl?: string
    env?: Record<string, string | undefined>
    /** Bundle the previews (the default), or write the page and configuration without them. */
    preview?: boolean
  },
): Promise<{
  config: Record<string, unknown>
  policy: string
  connected: boolean
  warnings: string[]
  preview: PreviewBundle | null
}>
