// Types of scripts/lib/deploy/s3-stand-in.mjs for the TypeScript tests that call it.
import type { S3Client } from '@aws-sdk/client-s3'

/** Patches s3rver's filesystem store, once: listings in key order, as S3 lists. */
export function listInKeyOrder(): void

export const STAND_IN_CREDENTIALS: { accessKeyId: string; secretAccessKey: string }

export function startS3StandIn(options?: { bucket?: string; prefix?: string }): Promise<{
  endpoint: string
  client: S3Client
  store: string
  close(): Promise<void>
}>
