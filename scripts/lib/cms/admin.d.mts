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
    /** The content folder whose products the finder lists (COVERBRIDGE_CONTENT_DIR or content). */
    contentDir?: string
    /** Whose list the finder shows: the build's, or this machine's under `npm run cms`. */
    finderSource?: 'build' | 'local'
  },
): Promise<{
  config: Record<string, unknown>
  policy: string
  connected: boolean
  warnings: string[]
  preview: PreviewBundle | null
  /** How many products the finder's index lists. */
  finderProducts: number
}>
