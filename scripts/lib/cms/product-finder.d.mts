export const PRODUCT_ITEMS: string
export const FINDER_SCRIPT: string
export const PRODUCT_INDEX: string
/** A product of the finder's index: id, title, category, entry (its file name). */
export type IndexedProduct = [number, string, string, string]
export function listedFields(text: string): Record<string, unknown>
export function productIndex(contentDir?: string): IndexedProduct[]
export function writeProductIndex(
  dir: string,
  options?: { contentDir?: string; source?: 'build' | 'local' },
): number
export function writeFinderScript(dir: string): void
export function watchProductIndex(
  dir: string,
  options?: { contentDir?: string; delay?: number },
): () => void
