// Types of scripts/lib/export/sitemap-split.mjs for the TypeScript tests that call it.
export const SITEMAP_LIMITS: { urls: number; bytes: number }
export function splitSitemap(
  xml: string,
  partUrl: (n: number) => string,
  limits?: { urls: number; bytes: number },
): Record<string, string>
export function splitExportSitemap(
  out: string,
  siteUrl: (path: string) => string,
  limits?: { urls: number; bytes: number },
): number
