#!/usr/bin/env node
// The last step of `npm run build`: one line with the export's pages, files, total bytes and
// largest file, a warning naming the host for each host limit it passes, before any upload, and
// one line with the photo variants the build made and reused.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { exportStats, hostWarnings, summaryLine } from './lib/export-size.mjs'

const stats = exportStats(join(process.cwd(), process.argv[2] ?? 'out'))
for (const warning of hostWarnings(stats)) console.warn(`Warning: ${warning}`)
console.log(summaryLine(stats))

// What the build's image step did (lib/images/pipeline.ts writes it on every build).
const imageRun = join(process.cwd(), '.cache', 'images', 'last-run.json')
if (existsSync(imageRun)) {
  const run = JSON.parse(readFileSync(imageRun, 'utf8'))
  console.log(
    `pictures: ${run.made} made, ${run.reused} reused (${run.pictures} photos), ${run.seconds.toFixed(1)} s`,
  )
}
