// Types of scripts/lib/export/csp.mjs for the TypeScript tests that call it.
export function chatHosts(): {
  scripts: string[]
  frames: string[]
  images: string[]
  connect: string[]
}
/** Hosts of the build's analytics and newsletter providers, by directive. */
export type ProviderHosts = { scripts: string[]; connect: string[]; images: string[] }
export function buildPolicy(options?: {
  scriptHashes?: string[]
  chat?: boolean
  hosts?: ProviderHosts
}): string
export function inlineScripts(html: string): string[]
export function sha256(text: string): string
export function withPolicyMeta(
  html: string,
  options?: { chat?: boolean; hosts?: ProviderHosts },
): { html: string; policy: string }
