// Types of scripts/lib/export/lean-payload.mjs for the TypeScript tests that call it.
export function withoutNotFound(text: string): string
export function withDrawingsAsFiles(text: string): string
export function withoutStructuredData(text: string): string
export function leanPayload(text: string): string
export function missingRows(text: string): string[] | null
