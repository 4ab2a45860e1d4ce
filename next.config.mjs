import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isValidPortalId } from './lib/chat/portal-id.mjs'
import { readAnalytics, readNewsletter } from './lib/integrations.mjs'
import { resolveSite } from './lib/base-path.mjs'
import { renderOnly } from './lib/shard.mjs'
import { currentKind } from './scripts/lib/export/build-stamp.mjs'
import { BUILD_ID_PLACEHOLDER } from './scripts/lib/export/build-id.mjs'
import { buildWorkers } from './scripts/lib/export/cores.mjs'
import { StableIdsPlugin } from './scripts/lib/export/stable-ids.mjs'

/**
 * Our own client modules that every page runs (header, footer and root-layout islands, the error
 * views, the link and button they share). Webpack would otherwise copy them into each layout,
 * not-found and error chunk, since each is under its 20 KB split threshold: a page loads several
 * of those chunks, so it paid for the same code several times.
 */
const SHELL_MODULES = (analyticsBuilt) =>
  new RegExp(
    String.raw`[\\/](components[\\/]layout[\\/](?!toast)|components[\\/](chat|analytics|consent[\\/]consent-gate)[\\/]?|components[\\/]auth[\\/]auth-buttons|components[\\/]ui[\\/](link|button-classes|container)\.|stores[\\/]consent\.|lib[\\/](cn|paths|base-path|analytics[\\/]providers|chat[\\/](config|portal-id)|hooks[\\/]use-(client-value|reduced-motion)${
      // The path sanitizer runs with every page only with analytics; otherwise only the chat's
      // loader, fetched on a press, needs it, and it stays there.
      analyticsBuilt ? '|sanitize-path' : ''
    })\.|node_modules[\\/]clsx[\\/])`,
  )

/** What every page runs before any code of ours: React, React DOM, the scheduler, Next's client. */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|next)[\\/]/
/** The App Router's chunks (not the pages router's own entries, which this site never loads). */
const APP_CHUNKS = (chunk) => !/^(polyfills|main|pages\/_app)$/.test(chunk.name ?? '')

/**
 * Chrome (136 and later) compiles every function of a script that opens with this comment while
 * the script streams in, on a background thread. Without it V8 compiles each function lazily, on
 * the main thread, the first time it runs: on a phone, most of the long task that starts React.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts the hint at the top of the chunks a page loads at startup (those its HTML names), after
 * minification so it is kept. Chunks loaded on first use (forms' validation, the lightbox, the
 * carousel) stay lazily compiled, as do the nomodule polyfills modern browsers never run.
 */
const compileHints = {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial() || chunk.name === 'polyfills') continue
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              )
            }
          }
        },
      )
    })
  },
}

const CONTENT_WATCH_LOADER = fileURLToPath(
  new URL('./scripts/lib/dev/content-watch-loader.cjs', import.meta.url),
)
/** A folder and every folder inside it. */
const foldersOf = (dir) => [
  dir,
  ...readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => foldersOf(join(dir, entry.name))),
]

/**
 * The folders of content files the site reads (Markdown and YAML; the test build adds its fixture
 * posts, the CMS test points at a scratch copy).
 */
const CONTENT_FOLDERS = [
  ...foldersOf(process.env.COVERBRIDGE_CONTENT_DIR || 'content'),
  ...(process.env.BLOG_EXTRA_POSTS_DIR ? [process.env.BLOG_EXTRA_POSTS_DIR] : []),
]

/** The modules that read content files: each domain's load.ts, the posts, the legal pages, the settings. */
const CONTENT_READERS =
  /[\\/](content[\\/](blog[\\/]posts|site[\\/](legal|contact|consent|newsletter)|[a-z-]+[\\/]load)|lib[\\/]site-config)\.ts$/

// The path prefix and public origin, read once (lib/base-path.mjs) and written into the
// build for lib/paths.ts. Unset, the site sits at the root of its host as before.
const site = resolveSite(process.env)

// Whether the build offers the chat (a usable NEXT_PUBLIC_CHAT_PORTAL_ID), and with it the cookie
// choices: written into the build as a constant, so a build without it ships none of their code
// (components/layout/chat-islands.tsx).
const chat = isValidPortalId(process.env.NEXT_PUBLIC_CHAT_PORTAL_ID?.trim() ?? '')
// The same for analytics (NEXT_PUBLIC_ANALYTICS_PROVIDER) and the newsletter's provider
// (NEXT_PUBLIC_NEWSLETTER_PROVIDER): a build without them bundles none of their code. Analytics
// asks the cookie choices as the chat does, so the dialog comes with either.
const analytics = readAnalytics(process.env)
const newsletter = readNewsletter(process.env) !== null

// A static export has no server actions, so the key Next derives their ids from guards nothing
// here. Next keeps that key in .next/cache, except where it guesses it runs in a container (as CI
// and this project's machines do): there it makes a new one for every build. The key is part of
// the version of Next's compile cache, so every build compiled every module again. A fixed key
// keeps the cache: a build after one with the same path prefix compiles in about half the time.
process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= Buffer.from(
  'coverbridge-static-export-no-act',
).toString('base64')

// After compiling, Next traces every file its own server needs at run time (node-file-trace over
// next-server and the server chunks), for hosts that run a Next server: 15 s of a core in each
// build, beside the page generation. A static export runs no server and nothing reads those lists.
// The build loads that step as a module when it gets there; a stand-in that does nothing takes its
// place. The export is byte for byte the same (node scripts/compare-exports.mjs); a test build
// after another: 37 s -> 26 s. Should Next move the step, the stand-in is simply never used.
try {
  const require = createRequire(import.meta.url)
  const traces = require.resolve('next/dist/build/collect-build-traces')
  require.cache[traces] ??= /** @type {NodeJS.Module} */ (
    /** @type {unknown} */ ({
      id: traces,
      filename: traces,
      loaded: true,
      children: [],
      exports: { collectBuildTraces: async () => {} },
    })
  )
} catch {
  // Not found in this Next: it traces as it always did.
}

/**
 * Gives the server build scripts/lib/export/segment-data.cjs in place of Next's
 * collect-segment-data module: no per-segment prefetch files for the pages made from content,
 * which the build would delete. Next's module must be there (a Next that moved it fails the build
 * here, and tests/unit/lib/router-files.test.ts names what the stand-in relies on).
 */
const SEGMENT_DATA = fileURLToPath(
  new URL('./scripts/lib/export/segment-data.cjs', import.meta.url),
)
createRequire(import.meta.url).resolve('next/dist/server/app-render/collect-segment-data.js')
const skipGeneratedSegmentData = (webpack) =>
  new webpack.NormalModuleReplacementPlugin(/^\.\/collect-segment-data$/, (data) => {
    if (/[\\/]next[\\/]dist[\\/]server[\\/]app-render$/.test(data.context)) {
      data.request = SEGMENT_DATA
    }
  })

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: every route is an HTML file in out/, served by any static host.
  output: 'export',
  // Next's own URLs (chunks, router payloads, navigation) under the prefix; ours go through lib/paths.ts.
  ...(site.basePath ? { basePath: site.basePath } : {}),
  env: {
    COVERBRIDGE_BASE_PATH: site.basePath,
    COVERBRIDGE_SITE_ORIGIN: site.origin,
    COVERBRIDGE_CHAT: chat ? 'on' : 'off',
    COVERBRIDGE_ANALYTICS: analytics ? 'on' : 'off',
    COVERBRIDGE_ANALYTICS_PROVIDER: analytics?.provider ?? '',
    COVERBRIDGE_CONSENT: chat || analytics ? 'on' : 'off',
    COVERBRIDGE_NEWSLETTER: newsletter ? 'on' : 'off',
  },
  // Next's own type check is left out. `npm run build` checks the types beside its first steps
  // (scripts/check-types.mjs, which says COVERBRIDGE_TYPES_CHECKED), on a core they leave free,
  // where Next's check kept one core busy and the other waiting. The test builds (npm run
  // build:e2e, :base, :chat) check none: npm test runs tsc over the same code just before them
  // (npm run typecheck). A build that renders only the pages whose inputs changed (lib/shard.mjs
  // renderOnly) has the code, down to the byte, of the last build, which checked it. A bare
  // `next build` still checks.
  typescript: {
    ignoreBuildErrors:
      process.env.COVERBRIDGE_TYPES_CHECKED === '1' ||
      currentKind(process.env) === 'e2e' ||
      renderOnly() !== undefined,
  },
  // No image optimisation server on a static host; images are pre-sized files in public/.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // The export is the same bytes from the same commit, wherever it is built: the build id is a
  // placeholder that scripts/postbuild.mjs replaces with a hash of the client code
  // (scripts/lib/export/build-id.mjs), and module and chunk ids do not depend on the folder
  // (StableIdsPlugin below). A host then uploads only the files an edit changed.
  generateBuildId: () => BUILD_ID_PLACEHOLDER,
  experimental: {
    // Next renders the pages with one worker fewer than the processors it counts, and counts the
    // host's rather than the container's: one worker on a 2-core machine. One a core the build
    // may use, as memory allows (scripts/lib/export/cores.mjs).
    cpus: buildWorkers(),
  },
  webpack(config, { dev, isServer, webpack }) {
    // A test build under a path prefix keeps no compile cache. The prefix is part of the cache's
    // version, and the other test builds (npm test makes two, at the root) share one cache: the
    // prefixed build's could never be read, and writing it pushed theirs out. Without it that
    // build takes 63 s of CPU instead of 71 (same export, node scripts/compare-exports.mjs), and
    // a second npm test finds the root builds' cache still there.
    if (currentKind(process.env) === 'e2e' && site.basePath) config.cache = false
    if (!dev) config.plugins.push(new StableIdsPlugin())
    if (isServer) {
      if (!dev) config.plugins.push(skipGeneratedSegmentData(webpack))
      // Next traces the files each server bundle needs at run time (.nft.json lists), for hosts
      // that run a Next server. A static export has no server: nothing reads those lists, and
      // tracing them took a fifth of a build's compile. The export is byte for byte the same
      // without them (node scripts/compare-exports.mjs).
      config.plugins = config.plugins.filter(
        (plugin) => plugin?.constructor?.name !== 'TraceEntryPointsPlugin',
      )
    }
    if (dev) {
      // Content is Markdown and YAML read with fs at run time: the loader makes a saved file
      // change the modules that read it, so `npm run dev` shows the edit on save.
      config.module.rules.push({
        test: CONTENT_READERS,
        enforce: 'pre',
        use: [{ loader: CONTENT_WATCH_LOADER, options: { folders: CONTENT_FOLDERS } }],
      })
    }
    if (!dev && !isServer && config.optimization.splitChunks) {
      const shell = SHELL_MODULES(Boolean(analytics))
      config.optimization.splitChunks.cacheGroups.shell = {
        name: 'shell',
        test: (module) => shell.test(module.nameForCondition?.() ?? ''),
        chunks: 'all',
        minSize: 0,
        priority: 20,
        enforce: true,
      }
      // React, React DOM and Next's client in one file rather than two: one request fewer.
      config.optimization.splitChunks.cacheGroups.framework = {
        name: 'framework',
        test: (module) =>
          !module.type?.startsWith('css') &&
          FRAMEWORK_MODULES.test(module.nameForCondition?.() ?? ''),
        chunks: APP_CHUNKS,
        priority: 50,
        enforce: true,
      }
      // The site's stylesheet and the font's @font-face in one file: one render-blocking request.
      config.optimization.splitChunks.cacheGroups.styles = {
        name: 'styles',
        type: 'css/mini-extract',
        // Not the lightbox's stylesheet: it loads with the lightbox.
        test: (module) => !/yet-another-react-lightbox/.test(module.nameForCondition?.() ?? ''),
        chunks: 'all',
        priority: 50,
        enforce: true,
      }
      config.plugins.push(compileHints)
    }
    return config
  },
}

export default nextConfig
