// `npm run dev` only: ties a content module to the Markdown files it reads at run time, which
// webpack cannot see since they are read with fs, not imported. The loader makes webpack watch
// their folders and stamps a digest of the files (name, size, modification time) into the module,
// so saving a post changes the module: the dev server then refreshes the open page's server
// components, and the browser shows the edit without a reload.
const { createHash } = require('node:crypto')
const { existsSync, readdirSync, statSync } = require('node:fs')
const path = require('node:path')

/** The digest of the Markdown files of these folders (absolute paths). */
function digestOf(folders) {
  const hash = createHash('sha1')
  for (const folder of folders) {
    if (!existsSync(folder)) continue
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.md')) continue
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
  return `${source}\n// Markdown files read: ${digestOf(folders)}\n`
}

module.exports = contentWatchLoader
module.exports.digestOf = digestOf
