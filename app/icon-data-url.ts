import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** public/icon.svg as a data URL, read at build time (the file stays for links and JSON-LD). */
export const ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8'),
)}`
