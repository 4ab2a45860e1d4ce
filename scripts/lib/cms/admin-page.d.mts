export const LOCAL_HOSTS: readonly string[]
export const START_SCRIPT: string
export function adminPage(options: {
  basePath?: string
  policy: string
  /** The previews' bundle, loaded after Decap's. */
  preview?: string
  /** The products' finder's script, loaded before Decap's. */
  finder?: string
  connected?: boolean
}): string
