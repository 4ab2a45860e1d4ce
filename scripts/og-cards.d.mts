// Types of scripts/og-cards.mjs for the TypeScript tests that call it.
export function paletteCard(png: Buffer): Promise<Buffer>
