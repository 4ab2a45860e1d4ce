#!/usr/bin/env node
// Makes the copies of site SVGs with their words drawn as shapes that the build's image step has
// not made yet (lib/images/outline-step.ts), for lib/images/outlined.ts, which runs it when a page
// asks for a copy that is missing (`npm run dev`, unit tests): HarfBuzz loads asynchronously, and
// the pages read their pictures synchronously. With --stdin SRC it also makes the copy of the
// markup on its standard input (what the page read from SRC). Exit 1 on any error.
import { createJiti } from 'jiti'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } })
const { outlinePictures } = await jiti.import(path.join(ROOT, 'lib/images/outline-step.ts'))

const args = process.argv.slice(2)
const at = args.indexOf('--stdin')
const extra = at >= 0 ? [{ src: args[at + 1] ?? 'stdin', markup: readFileSync(0, 'utf8') }] : []
const run = await outlinePictures(extra, ROOT)
console.log(`outlines: ${run.pictures} pictures with words, ${run.made} made, ${run.reused} reused`)
