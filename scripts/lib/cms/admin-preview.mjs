// The CMS's previews (components/cms-preview/index.tsx): the site's own components, with React, the Markdown
// pipeline and the content schemas they need, bundled with rolldown into one script for /admin,
// named by the hash of its bytes. Code that reads files at build (the content loaders, the photo
// manifest) has no place in a browser, nor has the app router: the picture helpers and
// next/navigation have browser twins (components/cms-preview/assets.ts, navigation.ts), and a Node module
// reached by anything left in the bundle fails the build, naming who imports it.
import { createHash } from 'node:crypto'
import { builtinModules } from 'node:module'
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'rolldown'

const ROOT = process.cwd()
const ENTRY = join(ROOT, 'components/cms-preview/index.tsx')

/** Modules whose browser twin the previews use instead: pictures, and the app router's hooks. */
const TWINS = {
  '@/lib/images/manifest': join(ROOT, 'components/cms-preview/assets.ts'),
  '@/lib/inline-image': join(ROOT, 'components/cms-preview/assets.ts'),
  'next/navigation': join(ROOT, 'components/cms-preview/navigation.ts'),
}

const NODE_ONLY = '\0node-only:'
const STYLESHEET = '\0stylesheet'
const isNodeModule = (id) =>
  id.startsWith('node:') || builtinModules.includes(id) || id === 'image-size'

/** Twins in; Node modules stood in for, so the bundle names them if any code still needs one. */
const browserOnly = {
  name: 'coverbridge-browser-only',
  resolveId(source) {
    if (TWINS[source]) return TWINS[source]
    if (isNodeModule(source)) return `${NODE_ONLY}${source}`
    // A component's own stylesheet (the lightbox's): the frame wears the site's stylesheet only.
    if (/\.css$/.test(source)) return STYLESHEET
    return null
  },
  load(id) {
    if (id === STYLESHEET) return ''
    return id.startsWith(NODE_ONLY) ? 'export default {}' : null
  },
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue
      const left = chunk.moduleIds.filter((id) => id.startsWith(NODE_ONLY))
      if (!left.length) continue
      const who = [...new Set(left.flatMap((id) => this.getModuleInfo(id)?.importers ?? []))]
      this.error(
        `the CMS previews reach Node code (${left.map((id) => id.slice(NODE_ONLY.length)).join(', ')}) through ${who.map((file) => relative(ROOT, file)).join(', ')}`,
      )
    }
  },
}

/**
 * Bundles the previews into `dir`/preview-{hash}.js for a site at `basePath` (its pictures' and
 * links' prefix). Returns the file's name, its bytes and the seconds the bundling took.
 */
export async function buildPreview(dir, { basePath = '', origin = 'http://localhost:3000' } = {}) {
  const started = performance.now()
  const result = await build({
    input: ENTRY,
    cwd: ROOT,
    platform: 'browser',
    write: false,
    plugins: [browserOnly],
    transform: {
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.COVERBRIDGE_BASE_PATH': JSON.stringify(basePath),
        'process.env.COVERBRIDGE_SITE_ORIGIN': JSON.stringify(origin),
        // The chat is no part of a page's preview.
        'process.env.COVERBRIDGE_CHAT': JSON.stringify('off'),
        // Nor are analytics, the cookie choices or the newsletter's provider: its box says what
        // a build without one says.
        'process.env.COVERBRIDGE_ANALYTICS': JSON.stringify('off'),
        'process.env.COVERBRIDGE_CONSENT': JSON.stringify('off'),
        'process.env.COVERBRIDGE_NEWSLETTER': JSON.stringify('off'),
        'process.env.NEXT_PUBLIC_CHAT_PORTAL_ID': JSON.stringify(''),
        // Nor is sending the contact form: its Send shows the failure message.
        'process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID': JSON.stringify(''),
        'process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID': JSON.stringify(''),
        'process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY': JSON.stringify(''),
      },
    },
    // 'use client' marks the site's client components for Next; a bundle has no use for it.
    checks: { moduleLevelDirective: false },
    output: { format: 'iife', minify: true },
  })
  const code = result.output[0].code
  const env = /.{0,80}\bprocess\.env\b.{0,40}/.exec(code)
  if (env) {
    throw new Error(`the CMS previews read process.env, which a browser does not have: ${env[0]}`)
  }
  const name = `preview-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`
  writeFileSync(join(dir, name), code)
  return {
    name,
    bytes: Buffer.byteLength(code),
    seconds: (performance.now() - started) / 1000,
  }
}
