// Types of scripts/lib/static-server/header-rules.mjs for the TypeScript tests that call it.
import type { HeaderRule } from '../deploy/s3-deploy.mjs'

export function parseHeadersFile(text: string): HeaderRule[]
export function pathsOfFile(realRoot: string, file: string, basePath?: string): string[]
export function createHeaderRules(options: {
  root: string
  realRoot: string
  enabled?: boolean
  basePath?: string
}): (file: string) => Record<string, string>
