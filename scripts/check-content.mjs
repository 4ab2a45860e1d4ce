#!/usr/bin/env node
// `npm run check:content`: reads and checks every content file, as the build does, in seconds and
// without a Next build. Each domain is loaded on its own, so one run reports the problems of all of
// them: file, line and field. `npm run build` runs it first. Exit 1 on any problem.
//
// Then the pictures the content names (lib/images/checks.ts): readable, big enough for their
// place, not too big; a file under public/images nothing names is a warning. With --images (the
// build) it then draws the words of the site's SVGs as shapes (lib/images/outline-step.ts) and
// makes the photos' variants (lib/images/pipeline.ts).
//
// TypeScript is loaded through jiti (the loader Tailwind and Nuxt use): the schemas and loaders
// are the site's own modules, not a copy.
import { createJiti } from 'jiti'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
// The transpiled modules are cached by their source's hash; the content files are read afresh.
const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } })

/** The modules whose import reads and checks a domain's files. */
export const DOMAINS = [
  'lib/site-config.ts',
  'content/site/index.ts',
  'content/products/index.ts',
  'content/team/index.ts',
  'content/faq/index.ts',
  'content/projects/index.ts',
  'content/marketing/index.ts',
  'content/pages/index.ts',
  'content/checkout/index.ts',
  'content/blog/index.ts',
]

/** Every content file under the content folder. */
function contentFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(full)
    return /\.(md|ya?ml)$/.test(entry.name) ? [full] : []
  })
}

export async function checkContent() {
  const failures = []
  for (const domain of DOMAINS) {
    try {
      await jiti.import(path.join(ROOT, domain))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (!failures.includes(message)) failures.push(message)
    }
  }
  return failures
}

/** Every '/images/...' path the site's code names (headers, backgrounds, defaults). */
function codePictures() {
  const found = new Set()
  for (const dir of ['app', 'components', 'lib', 'content']) {
    for (const name of readdirSync(dir, { recursive: true })) {
      if (!/\.(tsx?|mjs|css)$/.test(name)) continue
      for (const match of readFileSync(path.join(dir, name), 'utf8').matchAll(
        /\/images\/[\w/.-]+/g,
      ))
        found.add(match[0])
    }
  }
  return found
}

/** The pictures' problems, formatted, and the unreferenced files under public/images. */
export async function checkPictureFiles() {
  const { pictureReferences } = await jiti.import(path.join(ROOT, 'lib/images/references.ts'))
  const { checkPictures, unreferencedPictures } = await jiti.import(
    path.join(ROOT, 'lib/images/checks.ts'),
  )
  const { formatProblem } = await jiti.import(path.join(ROOT, 'lib/content-files/validate.ts'))
  const refs = pictureReferences()
  const problems = (await checkPictures(refs)).map(formatProblem)
  const named = new Set([...refs.map((ref) => ref.src), ...codePictures()])
  return { refs, problems, unreferenced: unreferencedPictures(ROOT, named) }
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const started = Date.now()
  const failures = await checkContent()
  const folder = process.env.COVERBRIDGE_CONTENT_DIR || 'content'
  const pictures = await checkPictureFiles()
  if (pictures.problems.length) {
    failures.push(`Invalid pictures:\n  - ${pictures.problems.join('\n  - ')}`)
  }
  for (const src of pictures.unreferenced) {
    console.warn(`Warning: public${src} is not named by any content file or page`)
  }
  if (failures.length) {
    console.error(failures.join('\n'))
    console.error(`\ncheck:content: ${failures.length} domain(s) with problems, see above.`)
    process.exit(1)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `check:content: ${contentFiles(folder).length} files in ${folder}/ checked in ${seconds} s`,
  )
  if (process.argv.includes('--images')) {
    // The words of the site's SVGs drawn as shapes, for the pages that draw them inline.
    const { outlinePictures } = await jiti.import(path.join(ROOT, 'lib/images/outline-step.ts'))
    const outlines = await outlinePictures()
    for (const { src, reason } of outlines.kept) {
      console.warn(`Warning: public${src} stays an image where a page draws it first: ${reason}`)
    }
    console.log(
      `outlines: ${outlines.pictures} SVGs with words, ${outlines.made} drawn as shapes, ${outlines.reused} reused, ${outlines.kept.length} kept as images, ${outlines.seconds.toFixed(1)} s`,
    )
    const { buildImages } = await jiti.import(path.join(ROOT, 'lib/images/pipeline.ts'))
    const run = await buildImages(pictures.refs)
    console.log(
      `pictures: ${run.pictures} photos, ${run.made} files made, ${run.reused} reused, ${run.seconds.toFixed(1)} s`,
    )
  }
}
