#!/usr/bin/env node
// The last step of `npm run build`: one line with the export's pages, files, total bytes and
// largest file, and a warning naming the host for each host limit it passes, before any upload.
import { join } from 'node:path'
import { exportStats, hostWarnings, summaryLine } from './lib/export-size.mjs'

const stats = exportStats(join(process.cwd(), process.argv[2] ?? 'out'))
for (const warning of hostWarnings(stats)) console.warn(`Warning: ${warning}`)
console.log(summaryLine(stats))
