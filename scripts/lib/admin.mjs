// The CMS at /admin: Decap CMS's own bundle (decap-cms/dist, copied whole, since its script loads
// lazy chunks from its own folder), the page that starts it, its configuration (collections and
// fields generated from the content schemas, content/cms/index.ts) and its own
// Content-Security-Policy. Written into out/admin by the build, and into public/admin by
// `npm run cms` for the dev server. No page of the site links to it or loads any of it.
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createJiti } from 'jiti'
import { stringify } from 'yaml'
import { withBasePath } from './base-path.mjs'

/** decap-server's port on this machine (`npm run cms`); the CMS talks to it only on localhost. */
export const CMS_LOCAL_PORT = Number(process.env.CMS_LOCAL_PORT || 8081)

/** What the bundle needs beside it: its lazy chunks, licence and WebAssembly, not the source maps. */
const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$|\.wasm$/

/**
 * The hosted git backend a deployed site's authors sign in to, from the build's environment
 * (README, "Edit content"): a git gateway by default, or GitHub, GitLab or Gitea.
 */
export function cmsBackend(env = process.env) {
  const name = env.CMS_BACKEND?.trim() || 'git-gateway'
  const branch = env.CMS_BRANCH?.trim() || 'main'
  if (name === 'git-gateway') return { backend: { name, branch }, origins: [] }
  if (!['github', 'gitlab', 'gitea'].includes(name)) {
    throw new Error(`CMS_BACKEND must be git-gateway, github, gitlab or gitea, not "${name}"`)
  }
  const repo = env.CMS_REPO?.trim()
  if (!repo) throw new Error(`CMS_BACKEND=${name} needs CMS_REPO (owner/name)`)
  const defaults = {
    github: 'https://api.github.com',
    gitlab: 'https://gitlab.com/api/v4',
    gitea: undefined,
  }
  const apiRoot = env.CMS_API_ROOT?.trim() || defaults[name]
  if (!apiRoot) throw new Error('CMS_BACKEND=gitea needs CMS_API_ROOT (https://host/api/v1)')
  const backend = {
    name,
    repo,
    branch,
    api_root: apiRoot,
    ...(env.CMS_BASE_URL?.trim() ? { base_url: env.CMS_BASE_URL.trim() } : {}),
    ...(env.CMS_APP_ID?.trim() ? { app_id: env.CMS_APP_ID.trim(), auth_type: 'pkce' } : {}),
  }
  const origins = [apiRoot, backend.base_url].filter(Boolean).map((url) => new URL(url).origin)
  if (name === 'github') origins.push('https://avatars.githubusercontent.com')
  return { backend, origins: [...new Set(origins)] }
}

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

/** The CMS's configuration: backend, local backend, media folders and the generated collections. */
export async function adminConfig({ basePath = '', siteUrl, env = process.env } = {}) {
  const jiti = createJiti(import.meta.url, { alias: { '@': process.cwd() } })
  const { cmsCollections } = await jiti.import(join(process.cwd(), 'content/cms/index.ts'))
  const { backend, origins } = cmsBackend(env)
  const config = {
    backend,
    // `npm run cms`: the CMS on localhost writes through decap-server into the working tree.
    local_backend: { url: `http://127.0.0.1:${CMS_LOCAL_PORT}/api/v1` },
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    ...(siteUrl ? { site_url: `${siteUrl}${withBasePath(basePath, '/')}` } : {}),
    // File names the build accepts: lower case, ASCII, hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: cmsCollections(),
  }
  return { config, origins }
}

/** The page that starts the CMS. */
export function adminPage({ basePath = '', policy, stylesheet }) {
  const at = (file) => withBasePath(basePath, `/admin/${file}`)
  return `<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content Manager - Coverbridge</title>
<link href="${at('config.yml')}" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${at('decap-cms.js')}"></script>
${stylesheet ? `<script src="${at('preview.js')}"></script>\n` : ''}</body>
</html>
`
}

/**
 * Writes the admin folder into `dir`: the bundle from `dist`, index.html, config.yml and, with the
 * site's stylesheet, preview.js (previews in the site's own type and colours).
 */
export async function writeAdmin(dir, { dist, basePath = '', siteUrl, stylesheet, env } = {}) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dist).filter((file) => BUNDLE_FILE.test(file))) {
    cpSync(join(dist, name), join(dir, name))
  }
  const { config, origins } = await adminConfig({ basePath, siteUrl, env })
  writeFileSync(
    join(dir, 'config.yml'),
    `# Generated when the site builds from the content schemas (content/cms/index.ts): edit those.\n${stringify(config)}`,
  )
  if (stylesheet) {
    writeFileSync(
      join(dir, 'preview.js'),
      `// Previews use the site's own stylesheet.\nwindow.CMS.registerPreviewStyle(${JSON.stringify(stylesheet)})\n`,
    )
  }
  const policy = adminPolicy({ origins })
  writeFileSync(join(dir, 'index.html'), adminPage({ basePath, policy, stylesheet }))
  return { config, policy }
}
