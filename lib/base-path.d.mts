// Types of lib/base-path.mjs for the TypeScript code and tests that call it.
export function normaliseBasePath(value: string | undefined): string
export function resolveSite(env?: Record<string, string | undefined>): {
  basePath: string
  origin: string
}
export function withBasePath(basePath: string, path: string): string
