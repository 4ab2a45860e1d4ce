// Types of scripts/lib/deploy/s3-deploy.mjs for the TypeScript tests that call it.
export type HeaderRule = { pattern: string; regex: RegExp; headers: [string, string][] }
export type ObjectHeaders = {
  ContentType: string
  CacheControl: string
  ContentLanguage?: string
  ContentDisposition?: string
}
export type LocalObject = {
  key: string
  file: string
  md5: string
  size: number
  headers: ObjectHeaders
}
export const TYPES: Record<string, string>
export const IMMUTABLE: string
export const A_DAY: string
export const REVALIDATE: string
export function normalisePrefix(prefix: string | undefined): string
export function contentTypeOf(file: string): string
export function isHashed(file: string): boolean
export function defaultCacheControl(file: string): string
export function objectKeys(file: string, prefix?: string): string[]
export function objectHeaders(
  file: string,
  options?: { rules?: HeaderRule[]; basePath?: string },
): ObjectHeaders
export function etagDigest(etag: string | undefined): string
export function planDeploy<T extends { key: string; md5: string }>(
  local: T[],
  remote: Map<string, string>,
  options?: { del?: boolean; force?: boolean },
): { upload: T[]; skipped: number; remove: string[] }
