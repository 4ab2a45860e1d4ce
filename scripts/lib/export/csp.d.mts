// Types of scripts/lib/export/csp.mjs for the TypeScript tests that call it.
export function chatHosts(): {
  scripts: string[]
  frames: string[]
  images: string[]
  connect: string[]
}
export function buildPolicy(options?: { scriptHashes?: string[]; chat?: boolean }): string
export function inlineScripts(html: string): string[]
export function sha256(text: string): string
export function withPolicyMeta(
  html: string,
  options?: { chat?: boolean },
): { html: string; policy: string }
