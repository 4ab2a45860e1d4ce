// Types of scripts/lib/export/prune-export.mjs for the TypeScript tests that call it.
export function routeOf(htmlPath: string): string
export function pruneRouteFiles(out: string): { files: number; bytes: number; leaner: number }
