import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Every file below `dir`, by its path inside it with '/' between folders, sorted. */
export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}
