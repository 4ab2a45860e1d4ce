// Writes a file whole or not at all: the text goes to a temporary name beside it, then is renamed
// in, so a reader in another thread, process or build (two rewrite threads, two `next build`
// workers, the finder reading its index) sees the old file or the new one, never half of it.
// Plain JavaScript, for the build's scripts and the app's build-time code alike.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { threadId } from 'node:worker_threads'

let count = 0

/** Writes `text` into `file` (its folder made if missing) through a temporary name. */
export function writeWhole(file, text) {
  mkdirSync(dirname(file), { recursive: true })
  count += 1
  const partial = `${file}.${process.pid}.${threadId}.${count}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, file)
}
