export const LOCAL_HOSTS: readonly string[]
export const START_SCRIPT: string
export function adminPage(options: {
  basePath?: string
  policy: string
  stylesheet?: string
  connected?: boolean
}): string
