export const KINDS: Record<'product' | 'faq', { folder: string; note: string }>
export function newItem(
  kind: 'product' | 'faq',
  title: string,
  files: string[],
): { id: number; file: string; text: string }
