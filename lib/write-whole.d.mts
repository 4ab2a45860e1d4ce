/** Writes `text` into `file` (its folder made if missing) through a temporary name. */
export function writeWhole(file: string, text: string | Uint8Array): void
