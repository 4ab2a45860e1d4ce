// `npm run dev` only: ties a content module to the files it reads at run time (Markdown posts and
// pages, YAML data), which webpack cannot see since they are read with fs, not imported. The
// loader makes webpack watch their folders and stamps a digest of the files (name, size,
// modification time) into the module, so saving a file (by hand or from the CMS) changes the
// module: the dev server then refreshes the open page's server components, and the browser shows
// the edit without a reload.
const { createHash } = require('node:crypto')
const { existsSync, readdirSync, statSync } = require('node:fs')
const path = require('node:path')

const CONTENT_FILE = /\.(md|ya?ml)$/

/** The digest of the content files of these folders (absolute paths). */
function digestOf(folders) {
  const hash = createHash('sha1')
  for (const folder of folders) {
    if (!existsSync(folder)) continue
    for (const name of readdirSync(folder).sort()) {
      if (!CONTENT_FILE.test(name)) continue
      const info = statSync(path.join(folder, name))
      hash.update(`${folder}/${name}:${info.size}:${info.mtimeMs}\n`)
    }
  }
  return hash.digest('hex')
}

/** @this {{ getOptions(): { folders: string[] }, rootContext: string, addContextDependency(dir: string): void }} */
function contentWatchLoader(source) {
  const folders = this.getOptions().folders.map((folder) => path.resolve(this.rootContext, folder))
  for (const folder of folders) this.addContextDependency(folder)
  // The wording is what earlier builds wrote; it now digests YAML files too.
  return `${source}\n// Markdown files read: ${digestOf(folders)}\n`
}

module.exports = contentWatchLoader
module.exports.digestOf = digestOf
