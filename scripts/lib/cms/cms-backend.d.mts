export const CMS_BACKENDS: readonly string[]
export function cmsBackend(
  env?: Record<string, string | undefined>,
  options?: { localUrl?: string },
): {
  connected: boolean
  backend: Record<string, string>
  publishMode?: 'editorial_workflow'
  origins: string[]
  warnings: string[]
}
