// What the site's font file holds: Inter's variable Latin file cut to the characters the site
// can show and the weights it uses. The full file is 48 KB and every page preloads it; the cut
// is about 28 KB. `npm run fonts` writes it (scripts/subset-font.mjs); a unit test checks that
// the file in the repository still covers every character of the site's sources.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
export const TARGET = 'app/fonts/inter-subset.woff2'

/** font-normal to font-extrabold: the weights the site's classes ask for. */
export const WEIGHTS = { min: 400, max: 800 }

/**
 * Always kept, whatever the sources say: printable ASCII, Latin-1 and Latin Extended-A (names
 * typed into the forms), and the punctuation, currency and symbols of typeset English.
 */
export const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]

/** Folders whose files hold text the pages show. */
const SOURCE_DIRS = ['app', 'components', 'content', 'lib']
const TEXT_FILE = /\.(tsx?|mjs|json|md)$/

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : TEXT_FILE.test(name) ? [full] : []
  })
}

/** Every character outside ASCII found in the site's sources, under `root`. */
export function sourceCharacters(root = process.cwd()) {
  const found = new Set()
  for (const dir of SOURCE_DIRS) {
    for (const file of filesUnder(join(root, dir))) {
      for (const char of readFileSync(file, 'utf8')) {
        const code = char.codePointAt(0)
        // Control characters and emoji-range symbols are not set in Inter.
        if (code > 0x7e && code < 0xfe00) found.add(code)
      }
    }
  }
  return found
}

/** The code points the font file must hold. */
export function requiredCodePoints(root = process.cwd()) {
  const points = new Set(sourceCharacters(root))
  for (const [from, to] of RANGES) for (let code = from; code <= to; code += 1) points.add(code)
  return [...points].sort((a, b) => a - b)
}
