// The photos an author put under public/images are sources, never served: the pages draw their
// variants (public/_img). `next build` copies all of public/ into the export, so this removes the
// originals from it (with their metadata: GPS, camera) and fails when a page still names one.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

/** Removes out/images/**.{jpg,png,...}; returns the problems of pages that still name one. */
export function removePhotoOriginals(out) {
  let images = []
  try {
    images = files(join(out, 'images')).filter((file) => RASTER.test(file))
  } catch {
    return { removed: 0, problems: [] }
  }
  const named = new Set(images.map((file) => `/${relative(out, file).split(sep).join('/')}`))
  for (const file of images) rmSync(file)
  const problems = []
  for (const page of files(out).filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(page, 'utf8')
    for (const src of named) {
      if (html.includes(`${src}"`) || html.includes(`${src} `))
        problems.push(`out/${relative(out, page)} names the original ${src}, not its variants`)
    }
  }
  return { removed: images.length, problems }
}
