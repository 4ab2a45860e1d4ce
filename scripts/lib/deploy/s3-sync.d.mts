// Types of scripts/lib/deploy/s3-sync.mjs for the TypeScript tests that call it.
import type { S3Client } from '@aws-sdk/client-s3'
import type { HeaderRule, LocalObject } from './s3-deploy.mjs'

export function s3Client(options?: {
  region?: string
  endpoint?: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
}): S3Client
export function exportFiles(dir: string, under?: string): Promise<string[]>
export function mapLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]>
export type DeploySummary = {
  files: number
  bytes: number
  objects: number
  uploaded: number
  uploadedBytes: number
  skipped: number
  deleted: number
  seconds: number
  plan: { upload: LocalObject[]; skipped: number; remove: string[] }
}
export function deployExport(options: {
  client: S3Client
  dir: string
  bucket: string
  prefix?: string
  basePath?: string
  rules?: HeaderRule[]
  concurrency?: number
  del?: boolean
  force?: boolean
  dryRun?: boolean
  website?: boolean
  log?: (line: string) => void
}): Promise<DeploySummary>
