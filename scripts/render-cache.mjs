#!/usr/bin/env node
// The two steps of `npm run build` around `next build` that render only what changed
// (scripts/lib/export/render-cache.mjs):
//   node scripts/render-cache.mjs plan [--full]   before next build: what to render
//   node scripts/render-cache.mjs restore         after postbuild: the other pages put back
import { spawnSync } from 'node:child_process'
import { readFileSync, renameSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createJiti } from 'jiti'
import { clientCodeId } from './lib/export/build-id.mjs'
import {
  decideRender,
  manifestOf,
  MANIFEST,
  PLAN,
  PREVIOUS,
  pageHashes,
  putBack,
  readManifest,
  removeQuietly,
  RENDER_ONLY,
  siteFingerprint,
  writeJson,
} from './lib/export/render-cache.mjs'

const ROOT = process.cwd()
const OUT = join(ROOT, 'out')
const count = (n) => n.toLocaleString('en-US')

async function plan(full) {
  const started = Date.now()
  const jiti = createJiti(import.meta.url, { alias: { '@': ROOT }, jsx: true })
  const { renderPlan } = await jiti.import(join(ROOT, 'lib', 'render-plan.ts'))
  const hashes = pageHashes(renderPlan())
  const site = siteFingerprint()
  const decision = decideRender({
    manifest: readManifest(),
    site: site.hash,
    hashes,
    out: OUT,
    full,
  })
  removeQuietly(PREVIOUS)
  writeJson(PLAN, { site: site.hash, hashes, mode: decision.mode, keep: decision.keep })
  if (decision.mode === 'incremental') {
    writeJson(RENDER_ONLY, decision.render)
    renameSync(OUT, PREVIOUS)
  } else {
    removeQuietly(RENDER_ONLY)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    decision.mode === 'incremental'
      ? `render plan: ${count(decision.render.length)} of ${count(Object.keys(hashes).length)} pages made from content to render (their inputs changed), ${count(decision.keep.length)} kept from the last export; ${seconds} s`
      : `render plan: every page (${decision.reason}); ${count(Object.keys(hashes).length)} pages made from content, ${count(site.files)} files in the site's fingerprint; ${seconds} s`,
  )
}

/** The pages Next rendered from a route with params (a product, a list's later page, a card). */
function generatedPages() {
  const { routes } = JSON.parse(
    readFileSync(join(ROOT, '.next', 'prerender-manifest.json'), 'utf8'),
  )
  return Object.entries(routes)
    .filter(([, route]) => route.srcRoute?.includes('['))
    .map(([path]) => path)
}

/** Every page again: the client code's id changed, so the pages kept would load code that is gone. */
function renderEveryPage(env) {
  removeQuietly(RENDER_ONLY)
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
  for (const args of [[next, 'build', '--webpack'], [join(ROOT, 'scripts', 'postbuild.mjs')]]) {
    const result = spawnSync(process.execPath, args, { env, stdio: 'inherit' })
    if (result.status !== 0) process.exit(1)
  }
}

function restore() {
  const planned = JSON.parse(readFileSync(PLAN, 'utf8'))
  const last = readManifest()
  let buildId = clientCodeId(OUT)
  let moved = 0
  let keep = planned.keep
  if (planned.mode === 'incremental' && last.buildId !== buildId) {
    console.log(
      `render: the client code's id is ${buildId}, the last export's ${last.buildId}, with the same sources: every page is rendered again`,
    )
    renderEveryPage(process.env)
    buildId = clientCodeId(OUT)
    keep = []
  } else if (planned.mode === 'incremental') {
    moved = putBack({ out: OUT, previous: PREVIOUS, manifest: last, keep })
  }
  const paths = new Set(Object.keys(planned.hashes))
  const rendered = generatedPages()
  const unplanned = rendered.filter((path) => !paths.has(path))
  const renderedSet = new Set(rendered)
  const unrendered = keep.length === 0 ? [...paths].filter((path) => !renderedSet.has(path)) : []
  if (unplanned.length || unrendered.length) {
    console.error(
      `render: lib/render-plan.ts and the routes disagree.${unplanned.length ? `\n  rendered, not planned: ${unplanned.slice(0, 10).join(' ')}` : ''}${unrendered.length ? `\n  planned, not rendered: ${unrendered.slice(0, 10).join(' ')}` : ''}`,
    )
    process.exit(1)
  }
  const { manifest, missing } = manifestOf({
    out: OUT,
    site: planned.site,
    buildId,
    hashes: planned.hashes,
  })
  if (missing.length) {
    console.error(
      `render: no file in out/ for ${missing.length} planned pages: ${missing.slice(0, 10).join(' ')}`,
    )
    process.exit(1)
  }
  writeJson(MANIFEST, manifest)
  removeQuietly(PREVIOUS)
  removeQuietly(RENDER_ONLY)
  console.log(
    keep.length
      ? `render: ${count(rendered.length)} pages made from content rendered, ${count(keep.length)} put back from the last export (${count(moved)} files moved)`
      : `render: ${count(rendered.length)} pages made from content rendered; manifest for the next build written`,
  )
}

const [command, ...rest] = process.argv.slice(2)
if (command === 'plan') await plan(rest.includes('--full'))
else if (command === 'restore') restore()
else {
  console.error('usage: node scripts/render-cache.mjs plan [--full] | restore')
  process.exit(2)
}
