/**
 * The build's outline step (scripts/check-content.mjs --images, before `next build`): a copy of
 * every site SVG that holds words, with the words drawn as shapes (lib/images/outline-text.ts),
 * in .cache/pictures/outlined/ (lib/images/outlined.ts), where the pages read it. A copy already
 * there for the same source and tools is kept. Also run by lib/images/outline-worker.mjs for a
 * picture whose copy a page asks for before any build made it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { outlineSvgText, type TextShaper } from './outline-text'
import { writeWhole } from '../write-whole.mjs'
import { copyFile, hasText, keptFile, outlineKey } from './outlined'
import { loadShaper } from './text-shaper'

export type OutlineRun = {
  /** SVGs with words. */
  pictures: number
  made: number
  reused: number
  /** Those whose words stay text, so the pages show them as images: site path and why. */
  kept: { src: string; reason: string }[]
  seconds: number
}

/** Folders of public/ that hold no picture of the site's (the CMS, the photo variants). */
const SKIPPED = new Set(['admin', '_img'])

/** Every SVG under public/, as its site path. */
export function siteSvgs(root = process.cwd()): string[] {
  const publicDir = path.join(root, 'public')
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.toLowerCase().endsWith('.svg'))
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => !SKIPPED.has(name.split('/')[0] ?? ''))
    .sort()
    .map((name) => `/${name}`)
}

/**
 * Makes the missing copies: of every SVG of public/ with words, and of `extra` (markup read by a
 * page, named by its site path).
 */
export async function outlinePictures(
  extra: { src: string; markup: string }[] = [],
  root = process.cwd(),
): Promise<OutlineRun> {
  const started = performance.now()
  const sources = [
    ...extra,
    ...siteSvgs(root).map((src) => ({
      src,
      markup: fs.readFileSync(path.join(root, 'public', ...src.split('/').filter(Boolean)), 'utf8'),
    })),
  ].filter(({ markup }) => hasText(markup))
  const run: OutlineRun = { pictures: 0, made: 0, reused: 0, kept: [], seconds: 0 }
  let shaper: TextShaper | undefined
  const done = new Set<string>()
  for (const { src, markup } of sources) {
    const key = outlineKey(markup, root)
    if (done.has(key)) continue
    done.add(key)
    run.pictures += 1
    const copy = copyFile(key, root)
    const why = keptFile(key, root)
    if (fs.existsSync(copy)) {
      run.reused += 1
      if (fs.existsSync(why)) run.kept.push({ src, reason: fs.readFileSync(why, 'utf8') })
      continue
    }
    shaper ??= await loadShaper(root)
    const result = outlineSvgText(markup, shaper)
    if (result.svg === undefined) {
      writeWhole(why, result.kept)
      run.kept.push({ src, reason: result.kept })
    }
    // The copy last: its presence says the picture is done.
    writeWhole(copy, result.svg ?? markup)
    run.made += 1
  }
  run.seconds = (performance.now() - started) / 1000
  return run
}
