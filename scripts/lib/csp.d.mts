// Types of scripts/lib/csp.mjs for the TypeScript tests that call it.
type Origins = {
  emailJs: { api: string }
  video: { frame: string }
  chat: {
    primaryScript: string
    fallbackScript: string
    widgetScripts: string[]
    frames: string[]
    images: string[]
    connect: string[]
  }
}
export const THIRD_PARTY: Origins
export function chatHosts(origins?: Origins): {
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
