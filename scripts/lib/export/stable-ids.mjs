// Module and chunk ids that depend on the code, not on the folder it is built in.
//
// Webpack names every module and chunk by a short number hashed from the module's identifier, which
// it makes relative to the project's folder. Next's own entry modules carry the paths of the
// components they load in a URL-encoded query string that webpack leaves absolute, so two checkouts
// of one commit in two folders (two CI runners, a developer's and CI's) gave those modules other
// numbers, and with them every chunk and page that names one. These ids are hashed from the
// identifier with the project's folder taken out in every spelling it takes there.
import { createHash } from 'node:crypto'

/** The project folder, as written plainly and URL-encoded, each with its trailing slash. */
function folderSpellings(context) {
  const folder = context.endsWith('/') ? context : `${context}/`
  return [folder, encodeURIComponent(folder), encodeURIComponent(encodeURIComponent(folder))]
}

/** `identifier` with the project folder written as `./`, however it was spelled. */
export function folderFree(identifier, context) {
  let name = identifier
  for (const spelling of folderSpellings(context)) name = name.split(spelling).join('./')
  return name
}

/**
 * Numbers for `names` (in a stable order), each from a hash of its name: the same name gets the
 * same number in every build, whatever else the build holds, unless two names collide, when the
 * later name (in sorted order) is hashed again with a salt. `used` holds numbers already taken.
 * The range starts at 1,000 and grows by tens until it holds the names 20/9 times over, as
 * webpack's own ids do: every reference to a module in the client code is its number, so a digit
 * more on each costs every page's scripts bytes.
 */
export function assignNumbers(names, used = new Set()) {
  let range = 1000
  while (range < Math.ceil(((names.length + used.size) * 20) / 9)) range *= 10
  const taken = new Set(used)
  const ids = new Map()
  for (const name of [...new Set(names)].sort()) {
    for (let salt = 0; ; salt += 1) {
      const digest = createHash('sha256')
        .update(`${name}${salt || ''}`)
        .digest()
      const id = Number(digest.readBigUInt64BE(0) % BigInt(range))
      if (taken.has(id)) continue
      taken.add(id)
      ids.set(name, id)
      break
    }
  }
  return ids
}

/**
 * Gives each item without an id one from assignNumbers, named by `nameOf`. Should two items share
 * a name (webpack keeps module identifiers unique; two chunks could share their root modules),
 * the later ones are named with their place among them.
 */
function numberItems(items, nameOf) {
  const named = new Map()
  for (const item of items) {
    const name = nameOf(item)
    let unique = name
    for (let n = 2; named.has(unique); n += 1) unique = `${name}#${n}`
    named.set(unique, item)
  }
  return named
}

/**
 * A webpack plugin that gives every module and chunk without an id one from assignNumbers, before
 * webpack's own deterministic ids would (those then find nothing left to number).
 */
export class StableIdsPlugin {
  apply(compiler) {
    const context = compiler.context
    const moduleName = (mod) => folderFree(mod.identifier(), context)
    compiler.hooks.compilation.tap('StableIds', (compilation) => {
      compilation.hooks.moduleIds.tap({ name: 'StableIds', stage: -100 }, () => {
        const { chunkGraph } = compilation
        const used = new Set()
        const pending = []
        for (const mod of compilation.modules) {
          if (!mod.needId) continue
          const id = chunkGraph.getModuleId(mod)
          if (id !== null) used.add(id)
          else if (chunkGraph.getNumberOfModuleChunks(mod) !== 0) pending.push(mod)
        }
        const named = numberItems(pending, moduleName)
        const numbers = assignNumbers([...named.keys()], used)
        for (const [name, mod] of named) chunkGraph.setModuleId(mod, numbers.get(name))
      })
      compilation.hooks.chunkIds.tap({ name: 'StableIds', stage: -100 }, (chunks) => {
        const { chunkGraph } = compilation
        const used = new Set()
        const pending = []
        for (const chunk of chunks) {
          if (chunk.id !== null) used.add(chunk.id)
          else pending.push(chunk)
        }
        const named = numberItems(
          pending,
          (chunk) =>
            chunk.name ?? chunkGraph.getChunkRootModules(chunk).map(moduleName).sort().join(','),
        )
        const numbers = assignNumbers([...named.keys()], used)
        for (const [name, chunk] of named) {
          chunk.id = numbers.get(name)
          chunk.ids = [chunk.id]
        }
      })
    })
  }
}
