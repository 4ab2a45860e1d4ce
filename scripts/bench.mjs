#!/usr/bin/env node
// npm run bench: builds the export and a bare Next.js page (one h1, two paragraphs, no client code,
// built with the installed next, react and react-dom in a temporary folder), serves both with our
// static server over HTTP/2 (TLS with a certificate made for the run) and measures them side by
// side with Lighthouse (mobile, the system Chromium) in two views: simulated throttling (the
// scores) and applied throttling (observed FCP, LCP and Speed Index, first and repeat visit): the
// median of 5 runs per page and view. Every row shows its difference from the bare page and
// whether it meets its timing targets; observed first visits against the bare page loaded before
// each of them (the machine's speed drifts over a run). Writes bench/results.md and .json.
// Lighthouse and the Chrome launcher come from bench/'s own package, installed on the first run
// (scripts/lib/bench/bench-deps.mjs); the build and the bare page use the project's own install.
// Options: --no-build, --runs N, --routes /,/pricing, --port N, --simulated-only, --observed-only,
//   --http1 (plain HTTP/1.1, as the tests serve)
//   --chat-routes /,/contact: the pages of the run with a chat portal id (scripts/lib/bench/chat.mjs:
//   the same site built with NEXT_PUBLIC_CHAT_PORTAL_ID, against a stand-in for the provider on
//   this machine that must get no request before a press on the launcher); --no-chat leaves it out
//   --photo-routes /shop-details/1: the pages of the photo run (scripts/lib/bench/photos.mjs: the
//   site built with the test photos in place of its SVGs, each page measured beside the same page
//   of out/); --no-photos leaves it out
//   --results bench/photos: writes that stem's .md and .json instead of bench/results.* (the
//   budget tests read bench/results.json: a partial run, say of the photo pages alone, goes apart)
//   --dry-run: installs and loads the bench packages, prints their versions and the routes it
//   would measure, then stops: nothing is built, measured or written.
// Run it on an idle machine: anything else running (tests, builds) skews every timing.
//
// The parts live in scripts/lib/bench/: the routes and targets, the bare page and the servers,
// the Lighthouse runs, and the results writer.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { loadBenchDeps } from './lib/bench/bench-deps.mjs'
import { buildChatExport, CHAT_OUT, CHAT_ROUTES, measureChatRun } from './lib/bench/chat.mjs'
import { launchChrome, measureRoute } from './lib/bench/lighthouse.mjs'
import {
  buildPhotoExport,
  measurePhotoRun,
  PHOTO_OUT,
  PHOTO_ROUTES,
  servePhotos,
} from './lib/bench/photos.mjs'
import {
  buildBarePage,
  portsInUse,
  run,
  serve,
  throwawayCertificate,
} from './lib/bench/processes.mjs'
import { writeResults } from './lib/bench/report.mjs'
import { BARE, defaultRoutes, exportedIds } from './lib/bench/targets.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
const ROOT = process.cwd()
const OUT = join(ROOT, 'out')
const PORT = Number(option('port', 4800))
const BARE_PORT = PORT + 1
const RUNS = Number(option('runs', 5))
const views = {
  simulated: !args.includes('--observed-only'),
  observed: !args.includes('--simulated-only'),
}
if (!views.simulated && !views.observed) {
  console.error('bench: --observed-only and --simulated-only leave nothing to measure')
  process.exit(2)
}

/** The --routes option, else every page type (ids read from out/, so after the build). */
const chosenRoutes = () => option('routes', null)?.split(',') ?? defaultRoutes(OUT)
const withChat = !args.includes('--no-chat')
const chatRoutes = option('chat-routes', null)?.split(',') ?? CHAT_ROUTES
const withPhotos = !args.includes('--no-photos')
const photoRoutes = option('photo-routes', null)?.split(',') ?? PHOTO_ROUTES

// Loaded before the build, so a failed install stops the bench before minutes of building.
const { lighthouse, chromeLauncher, versions } = await loadBenchDeps()
if (args.includes('--dry-run')) {
  console.log(`lighthouse ${versions.lighthouse}, chrome-launcher ${versions.chromeLauncher}`)
  console.log(`would measure the ${BARE} and ${chosenRoutes().join(' ')}`)
  if (withChat) console.log(`and with a chat portal id ${chatRoutes.join(' ')}`)
  if (withPhotos) console.log(`and with photos ${photoRoutes.join(' ')}`)
  process.exit(0)
}
// The servers' ports (the plain and bare pages, the chat run's two, the photo run's): a server an
// interrupted bench left on one would stop this run only once its builds were done.
const taken = await portsInUse([PORT, PORT + 1, PORT + 2, PORT + 3, PORT + 4])
if (taken.length) {
  console.error(
    `bench: port ${taken.join(', ')} of 127.0.0.1 is in use (a server an earlier bench left running?); stop it or pass --port N`,
  )
  process.exit(2)
}
if (!args.includes('--no-build')) {
  // The builds with a portal id and with photos first: each writes out/, which the plain build
  // then takes.
  if (withChat) buildChatExport(ROOT)
  if (withPhotos) await buildPhotoExport(ROOT)
  run('npm', ['run', 'build'])
}
const chatBuilt = withChat && existsSync(join(ROOT, CHAT_OUT, 'index.html'))
if (withChat && !chatBuilt)
  console.warn(`bench: no ${CHAT_OUT}/ to measure (run without --no-build)`)
const photosBuilt = withPhotos && existsSync(join(ROOT, PHOTO_OUT, 'index.html'))
if (withPhotos && !photosBuilt)
  console.warn(`bench: no ${PHOTO_OUT}/ to measure (run without --no-build)`)
const routes = chosenRoutes()
const bareDir = buildBarePage(ROOT)
const bareOut = join(bareDir, 'out')

const tls = args.includes('--http1') ? null : throwawayCertificate()
const scheme = tls ? 'https' : 'http'
const protocol = tls ? 'HTTP/2 (TLS)' : 'HTTP/1.1'
// The photo build's port comes after the chat run's two (PORT + 2, PORT + 3).
const PHOTO_PORT = PORT + 4
const servers = [await serve(OUT, PORT, tls), await serve(bareOut, BARE_PORT, tls)]
if (photosBuilt) servers.push(await servePhotos(PHOTO_PORT, tls))
const chrome = await launchChrome(chromeLauncher, { tls })
const bench = {
  lighthouse,
  chrome,
  runs: RUNS,
  views,
  cartIds: exportedIds(OUT, 'shop-details').slice(0, 2),
}

let bare
const bareUrl = `${scheme}://127.0.0.1:${BARE_PORT}/`
const rows = []
let photos = null
try {
  bare = await measureRoute(bench, {
    label: BARE,
    origin: bareUrl.slice(0, -1),
    route: '/',
    outDir: bareOut,
  })
  for (const route of routes) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`
    if (!existsSync(join(OUT, file))) {
      console.warn(`skip ${route}: not in out/`)
      continue
    }
    const origin = `${scheme}://127.0.0.1:${PORT}`
    rows.push(await measureRoute(bench, { label: route, origin, route, outDir: OUT, bareUrl }))
  }
  if (photosBuilt) {
    photos = await measurePhotoRun(bench, {
      routes: photoRoutes,
      svgOrigin: `${scheme}://127.0.0.1:${PORT}`,
      photoOrigin: `${scheme}://127.0.0.1:${PHOTO_PORT}`,
      svgOut: OUT,
    })
  }
} finally {
  await chrome.kill()
  for (const server of servers) server.kill()
  rmSync(bareDir, { recursive: true, force: true })
}

let chat = null
try {
  if (chatBuilt) {
    chat = await measureChatRun(bench, {
      chromeLauncher,
      routes: chatRoutes,
      port: PORT + 2,
      siteTls: tls,
      plainOut: OUT,
    })
  }
} finally {
  tls?.remove()
}

writeResults({
  stem: option('results', 'bench/results'),
  bare,
  rows,
  chat,
  photos,
  runs: RUNS,
  protocol,
  views,
  lighthouseVersion: versions.lighthouse,
  nextVersion: JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version,
})
