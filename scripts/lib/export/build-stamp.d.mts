export type BuildStamp = {
  kind: 'e2e' | 'site'
  siteUrl: string | null
  basePath?: string
  contentDir?: string
  builtAt: string
}
export const STAMP_FILE: string
export function currentKind(env?: NodeJS.ProcessEnv): 'e2e' | 'site'
export function writeStamp(dir: string, env?: NodeJS.ProcessEnv): BuildStamp
export function readStamp(dir: string): BuildStamp | null
