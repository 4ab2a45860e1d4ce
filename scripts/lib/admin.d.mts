export const CMS_LOCAL_PORT: number
export function cmsBackend(env?: Record<string, string | undefined>): {
  backend: Record<string, string>
  origins: string[]
}
export function adminPolicy(options?: { localPort?: number; origins?: string[] }): string
export function adminConfig(options?: {
  basePath?: string
  siteUrl?: string
  env?: Record<string, string | undefined>
}): Promise<{ config: Record<string, unknown>; origins: string[] }>
export function adminPage(options: {
  basePath?: string
  policy: string
  stylesheet?: string
}): string
export function writeAdmin(
  dir: string,
  options?: {
    dist: string
    basePath?: string
    siteUrl?: string
    stylesheet?: string
    env?: Record<string, string | undefined>
  },
): Promise<{ config: Record<string, unknown>; policy: string }>
