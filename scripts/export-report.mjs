#!/usr/bin/env node
// The last step of `npm run build`: one line with the export's pages, files, total bytes and
// largest file, one with the files and bytes a page costs, one with the largest folders, a
// warning naming the host for each host limit it passes, before any upload, and one line with the
// photo variants the build made and reused, and one with the CMS previews' bundle (its bytes, as
// sent gzipped, and the seconds the bundling took). With DEPLOY_TARGET set (cloudflare-pages,
// github-pages, netlify, s3), an export past that host's limits fails the build, naming the host.
// Last, what changed since the previous export of the same kind (the files a host uploads): from
// the list the last build kept in .cache/export/, or `--previous DIR` (an export folder, or such
// a list).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { STAMP_FILE } from './lib/export/build-stamp.mjs'
import {
  changesLine,
  compareDigests,
  exportDigests,
  readDigests,
  saveDigests,
} from './lib/export/changes.mjs'
import {
  exportStats,
  gzipBytes,
  hostWarnings,
  largestFoldersLine,
  perPageLine,
  summaryLine,
  targetProblems,
} from './lib/export/export-size.mjs'

const { values: options, positionals } = parseArgs({
  options: { previous: { type: 'string' } },
  allowPositionals: true,
})
const outDir = join(process.cwd(), positionals[0] ?? 'out')
const stats = exportStats(outDir)
const target = process.env.DEPLOY_TARGET?.trim()
if (!target) for (const warning of hostWarnings(stats)) console.warn(`Warning: ${warning}`)
console.log(summaryLine(stats))
console.log(perPageLine(stats))
console.log(largestFoldersLine(stats))
if (target) {
  const problems = targetProblems(stats, target)
  if (problems.length) {
    console.error(`\nBuild refused for DEPLOY_TARGET=${target}: ${problems.join('; ')}.\n`)
    process.exit(1)
  }
  console.log(`deploy target ${target}: within its limits`)
}

// What the build's image step did (lib/images/pipeline.ts writes it on every build).
const imageRun = join(process.cwd(), '.cache', 'images', 'last-run.json')
if (existsSync(imageRun)) {
  const run = JSON.parse(readFileSync(imageRun, 'utf8'))
  console.log(
    `pictures: ${run.made} made, ${run.reused} reused (${run.pictures} photos), ${run.seconds.toFixed(1)} s`,
  )
}

// The CMS previews' bundle (scripts/admin.mjs notes what the bundling took).
const previewRun = join(process.cwd(), '.cache', 'admin', 'preview.json')
if (existsSync(previewRun)) {
  const { name, seconds } = JSON.parse(readFileSync(previewRun, 'utf8'))
  const file = join(outDir, 'admin', name)
  if (existsSync(file)) {
    console.log(
      `admin previews: admin/${name}, ${readFileSync(file).length} bytes (${gzipBytes(file)} gzipped), bundled in ${seconds.toFixed(1)} s`,
    )
  }
}

// Each kind of build (the site, a test build, one under a path prefix) keeps its own list, named by
// its stamp, so the test builds of `npm test` do not read as a change of the site's.
const stamp = existsSync(join(outDir, STAMP_FILE)) ? readFileSync(join(outDir, STAMP_FILE)) : ''
const kept = join(
  process.cwd(),
  '.cache',
  'export',
  `files-${createHash('sha256').update(stamp).digest('hex').slice(0, 12)}.json`,
)
const digests = exportDigests(outDir)
const previous = readDigests(options.previous ?? kept)
console.log(
  previous
    ? changesLine(compareDigests(previous, digests))
    : 'since the previous export: none to compare with (the next build will say what changed)',
)
saveDigests(kept, digests)
