// Rendering only what changed. Next has no incremental export: each `next build` renders every
// page. So the build does the bookkeeping around it, in two steps:
//
// - before `next build` (planRender): the site's fingerprint (every file the pages are made of but
//   the products' and posts' own files, the environment the build reads, the year) and each page
//   made from content with the hash of its inputs (lib/render-plan.ts). Against the manifest of the
//   last export: when the fingerprint is the same and the last export is in out/ as it was left,
//   only the pages whose inputs changed are rendered (their paths go to the file that
//   COVERBRIDGE_RENDER_ONLY names, read by lib/shard.mjs), and out/ is moved aside. Otherwise all.
// - after postbuild (restorePages): the pages not rendered are moved back from the last export;
//   then the manifest of the new export is written.
//
// The client code is compiled whole every time; the build is reproducible, so the same code gives
// the same files and build id, which the pages put back refer to. When the id differs anyway, the
// pages put back would load code that is gone: the build then renders every page.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** Where the manifest, the list of pages to render and the last export moved aside live. */
export const RENDER_CACHE = join('.cache', 'export', 'render')
export const MANIFEST = join(RENDER_CACHE, 'manifest.json')
export const PLAN = join(RENDER_CACHE, 'plan.json')
export const RENDER_ONLY = join(RENDER_CACHE, 'render-only.json')
export const PREVIOUS = join(RENDER_CACHE, 'previous')

/** What the pages are made of, from the project's root; tests, docs and benches are not. */
const SOURCES = ['app', 'components', 'content', 'lib', 'stores', 'public', 'scripts']
const ROOT_FILES = [
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]
/** Made by the build under public/, from the files above. */
const MADE = new Set(['public/_img', 'public/admin'])
/** The collections whose files each page's inputs cover: a content folder's products and posts. */
const ITEM_FOLDERS = [join('products', 'items'), join('blog', 'posts')]
/** The variables that give a page its shape (the shard and the render list do not). */
const BUILD_VARIABLE =
  /^(NEXT_PUBLIC_|COVERBRIDGE_)|^(SHOP_FIXTURE_SIZE|NODE_ENV|NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)$/
const NOT_SHAPING = new Set(['COVERBRIDGE_SHARD', 'COVERBRIDGE_RENDER_ONLY'])

function filesIn(root, dir, skip) {
  const full = resolve(root, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !skip(path))
}

/**
 * The site's fingerprint: every file a page is made of but the products' and posts' own (each
 * page's inputs cover those), the variables the build reads, Node's version and the year (the
 * footer's). The same fingerprint and the same inputs give the same page.
 */
export function siteFingerprint({
  root = process.cwd(),
  env = process.env,
  year = new Date().getFullYear(),
} = {}) {
  const contentDirs = ['content', env.COVERBRIDGE_CONTENT_DIR].filter(Boolean)
  const items = contentDirs.flatMap((dir) =>
    ITEM_FOLDERS.map((folder) => `${join(dir, folder).split(sep).join('/')}/`),
  )
  const skip = (path) =>
    items.some((prefix) => path.startsWith(prefix)) ||
    [...MADE].some((made) => path.startsWith(`${made}/`))
  // A copy of content/ elsewhere, and a folder of pictures beside public/'s.
  const elsewhere = [env.COVERBRIDGE_CONTENT_DIR, env.COVERBRIDGE_IMAGES_DIR].filter(
    (dir) => dir && !SOURCES.some((source) => dir === source || dir.startsWith(`${source}/`)),
  )
  const files = [
    ...SOURCES.flatMap((dir) => filesIn(root, dir, skip)),
    ...elsewhere.flatMap((dir) => filesIn(root, dir, skip)),
    ...ROOT_FILES.filter((file) => existsSync(join(root, file))),
  ].sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  const variables = Object.keys(env)
    .filter((key) => BUILD_VARIABLE.test(key) && !NOT_SHAPING.has(key))
    .sort()
    .map((key) => `${key}=${env[key]}`)
  hash.update(JSON.stringify({ variables, node: process.version, year }))
  return { hash: hash.digest('hex'), files: files.length }
}

/** JSON with Maps and Sets as lists: the same value, the same text. */
const stable = (value) =>
  JSON.stringify(value, (_key, item) =>
    item instanceof Map ? [...item] : item instanceof Set ? [...item] : item,
  )

/** Each planned page's path with the hash of its inputs. */
export function pageHashes(plan) {
  const hashes = {}
  for (const { path, inputs } of plan) {
    if (hashes[path]) throw new Error(`render plan: ${path} is planned twice`)
    hashes[path] = createHash('sha256')
      .update(stable(inputs ?? null))
      .digest('hex')
      .slice(0, 32)
  }
  return hashes
}

/** The files of the export that are page `path`'s: its HTML and router payload, or the file itself. */
export function ownedFiles(out, path) {
  const base = path.replace(/^\/+/, '')
  return [`${base}.html`, `${base}.txt`, base].filter((file) => {
    const full = join(out, file)
    return existsSync(full) && statSync(full).isFile()
  })
}

const stamp = (out, file) => {
  const { size, mtimeMs } = statSync(join(out, file))
  return [file, size, Math.round(mtimeMs)]
}

/** Whether each file of a page is in `out` as the manifest saw it. */
function intact(out, files) {
  return files.every(([file, size, mtime]) => {
    const full = join(out, file)
    if (!existsSync(full)) return false
    const now = statSync(full)
    return now.size === size && Math.round(now.mtimeMs) === mtime
  })
}

export function readManifest(file = MANIFEST) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * What this build renders: every page, with the reason, or the pages whose inputs changed (and
 * the new ones), the rest being in the last export as it was left.
 */
export function decideRender({ manifest, site, hashes, out, full = false }) {
  const paths = Object.keys(hashes)
  const all = (reason) => ({ mode: 'full', reason, render: paths, keep: [] })
  if (full) return all('asked for (--full)')
  if (!manifest) return all('no manifest of a last export')
  if (manifest.site !== site) return all('the code, copy, pictures or settings changed')
  if (!existsSync(join(out, '.coverbridge-build.json'))) return all('no last export in out/')
  const render = []
  const keep = []
  for (const path of paths) {
    const before = manifest.pages[path]
    if (before && before.inputs === hashes[path] && intact(out, before.files)) keep.push(path)
    else render.push(path)
  }
  return { mode: 'incremental', reason: `${render.length} pages' inputs changed`, render, keep }
}

/**
 * Moves each kept page's files from `previous` into `out`, those a page rendered anyway left as
 * rendered. Returns how many files moved.
 */
export function putBack({ out, previous, manifest, keep }) {
  let moved = 0
  for (const path of keep) {
    for (const [file] of manifest.pages[path].files) {
      const to = join(out, file)
      if (existsSync(to)) continue
      mkdirSync(dirname(to), { recursive: true })
      renameSync(join(previous, file), to)
      moved += 1
    }
  }
  return moved
}

/** The manifest of the export in `out`: each planned page's files, with their size and time. */
export function manifestOf({ out, site, buildId, hashes }) {
  const pages = {}
  const missing = []
  for (const [path, inputs] of Object.entries(hashes)) {
    const files = ownedFiles(out, path)
    if (files.length === 0) missing.push(path)
    pages[path] = { inputs, files: files.map((file) => stamp(out, file)) }
  }
  return { manifest: { site, buildId, pages }, missing }
}

export function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(value))
}

export const removeQuietly = (path) => rmSync(path, { recursive: true, force: true })

/**
 * After a build that failed between its plan and its end: the last export back in out/ when out/
 * holds no finished export, so the next build can still render only what changed.
 */
export function recoverLastExport(out, previous = PREVIOUS) {
  if (existsSync(previous) && !existsSync(join(out, '.coverbridge-build.json'))) {
    removeQuietly(out)
    renameSync(previous, out)
  }
}
