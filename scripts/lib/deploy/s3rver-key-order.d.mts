// Types of scripts/lib/deploy/s3rver-key-order.mjs for the TypeScript test that calls it.
/** Patches s3rver's filesystem store, once: listings in key order, as S3 lists. */
export function listInKeyOrder(): void
