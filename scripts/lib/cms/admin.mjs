// The CMS at /admin: Decap CMS's own bundle (decap-cms/dist, copied whole, since its script loads
// lazy chunks from its own folder), the previews of its entries (admin-preview.mjs), the page that
// starts it, its configuration (collections and fields generated from the content schemas,
// content/cms/index.ts) and its own Content-Security-Policy. Written into out/admin by the build,
// and into public/admin by `npm run cms` for the dev server. No page of the site links to it or
// loads any of it.
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createJiti } from 'jiti'
import { stringify } from 'yaml'
import { adminPage, START_SCRIPT } from './admin-page.mjs'
import { buildPreview } from './admin-preview.mjs'
import { withBasePath } from '../../../lib/base-path.mjs'
import { cmsBackend } from './cms-backend.mjs'
import { FINDER_SCRIPT, writeFinderScript, writeProductIndex } from './product-finder.mjs'

export { cmsBackend } from './cms-backend.mjs'
export { adminPage } from './admin-page.mjs'

/** decap-server's port on this machine (`npm run cms`); the CMS talks to it only on localhost. */
export const CMS_LOCAL_PORT = Number(process.env.CMS_LOCAL_PORT || 8081)

/** What the bundle needs beside it: its lazy chunks, licence and WebAssembly, not the source maps. */
const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$|\.wasm$/

/** The admin page's policy: what Decap needs, and nothing for any public page. */
export function adminPolicy({ localPort = CMS_LOCAL_PORT, origins = [] } = {}) {
  const local = `http://127.0.0.1:${localPort}`
  return [
    "default-src 'self'",
    // Decap compiles its schemas with `new Function`.
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    // It injects its styles as <style> tags.
    "style-src 'self' 'unsafe-inline'",
    // Picture previews are blob: URLs of the chosen file.
    `img-src ${["'self'", 'data:', 'blob:', ...origins].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", local, ...origins].join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** The address of the site's home page, which the CMS's "View Live" links start from. */
export function cmsSiteUrl({ basePath = '', origin }) {
  const home = `${origin}${withBasePath(basePath, '/')}`
  return home.endsWith('/') ? home : `${home}/`
}

/**
 * The CMS's configuration: backend (cms-backend.mjs), local backend, media folders, the site's
 * address for "View Live", and the generated collections.
 */
export async function adminConfig({ basePath = '', siteUrl, env = process.env } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': process.cwd() } })
  const { cmsCollections } = await jiti.import(join(process.cwd(), 'content/cms/index.ts'))
  const local = `http://127.0.0.1:${CMS_LOCAL_PORT}/api/v1`
  const { connected, backend, publishMode, origins, warnings } = cmsBackend(env, {
    localUrl: local,
  })
  const home = siteUrl ? cmsSiteUrl({ basePath, origin: siteUrl }) : undefined
  const config = {
    backend,
    ...(publishMode ? { publish_mode: publishMode } : {}),
    // `npm run cms`: the CMS on localhost writes through decap-server into the working tree.
    local_backend: { url: local },
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    ...(home ? { site_url: home, display_url: home } : {}),
    // File names the build accepts: lower case, ASCII, hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: cmsCollections(),
  }
  return { config, origins, connected, warnings }
}

/**
 * Writes the admin folder into `dir`: the bundle from `dist`, the previews' bundle (unless
 * `preview` is false: a page and configuration alone), the products' finder and its index of
 * `contentDir`'s products (`finderSource` says whose: 'build' or 'local'), index.html and
 * config.yml. Returns, with the configuration and policy, the previews' file, bytes and build
 * seconds, and how many products the finder lists.
 */
export async function writeAdmin(
  dir,
  {
    dist,
    basePath = '',
    siteUrl,
    env,
    preview = true,
    contentDir = process.env.COVERBRIDGE_CONTENT_DIR || 'content',
    finderSource = 'build',
  } = {},
) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dist).filter((file) => BUNDLE_FILE.test(file))) {
    cpSync(join(dist, name), join(dir, name))
  }
  const { config, origins, connected, warnings } = await adminConfig({ basePath, siteUrl, env })
  writeFileSync(
    join(dir, 'config.yml'),
    `# Generated when the site builds from the content schemas (content/cms/index.ts): edit those.\n${stringify(config)}`,
  )
  const previews = preview ? await buildPreview(dir, { basePath, origin: siteUrl }) : null
  if (!connected) writeFileSync(join(dir, 'start.js'), START_SCRIPT)
  writeFinderScript(dir)
  const finderProducts = writeProductIndex(dir, { contentDir, source: finderSource })
  const policy = adminPolicy({ origins })
  writeFileSync(
    join(dir, 'index.html'),
    adminPage({ basePath, policy, preview: previews?.name, finder: FINDER_SCRIPT, connected }),
  )
  return { config, policy, connected, warnings, preview: previews, finderProducts }
}
