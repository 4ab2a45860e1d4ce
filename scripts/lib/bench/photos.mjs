// The bench's photo run: the site built a second time with the test build's photo fixtures
// (tests/fixtures/photos.mjs: a 4032×3024 phone photo stored on its side, and a PNG cut-out)
// in place of the site's SVGs on the pages that show them, so a visitor's real photo is
// measured as the image pipeline serves it. Each page of the photo build is measured with
// Lighthouse right after the same page of out/ (the SVGs), in the same browser and views, and
// the section of bench/results.md says what the photo costs in bytes and in LCP.
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { nameInCopy, PHOTO_PAGES, writePhotos } from '../../../tests/fixtures/photos.mjs'
import { kb } from '../export/export-size.mjs'
import { median } from './lighthouse-readings.mjs'
import { measureRoute, observeOnce } from './lighthouse.mjs'
import { run, serve } from './processes.mjs'

/** Where the build with photos is kept (beside out/, which holds the one with the SVGs). */
export const PHOTO_OUT = 'out-bench-photos'
/** The scratch copy of content/ and the photos it names (both ignored by git). */
const SCRATCH = '.bench-photos'
/** Measured unless --photo-routes says otherwise: every page the fixtures put the photo on. */
export const PHOTO_ROUTES = PHOTO_PAGES
/** What a page with the photo may cost beyond the same page with SVGs, before it is flagged. */
export const PHOTO_LIMITS = { bytes: 150 * 1024, observedLcpMs: 500 }

/**
 * The phone the photo targets are set for, its throttling applied to the browser: 412 px wide
 * at DPR 2.6 (it picks larger variants than Lighthouse's DPR 1.75), 150 ms round trips,
 * 1.6 Mbit/s down, a CPU slowed 4 times. The bench's own observed view is harsher on latency
 * (562.5 ms per request, Lighthouse's devtools default), which a picture fetched apart from the
 * HTML pays once more than one inside it; both are reported.
 */
export const PHOTO_PHONE = {
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 150,
    downloadThroughputKbps: 1600,
    uploadThroughputKbps: 750,
    cpuSlowdownMultiplier: 4,
  },
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 2.6, disabled: false },
  onlyAudits: ['first-contentful-paint', 'largest-contentful-paint', 'speed-index'],
}

/** The fewest runs of each page on the photo phone. */
const PHONE_RUNS = 3

/**
 * Builds the site from a copy of content/ that names the photo fixtures, into PHOTO_OUT (the
 * build writes out/, moved aside). The copy and the photos are made afresh on every build.
 */
export async function buildPhotoExport(root) {
  const scratch = join(root, SCRATCH)
  const contentDir = join(scratch, 'content')
  const imagesDir = join(scratch, 'images')
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  cpSync(join(root, 'content'), contentDir, { recursive: true })
  await writePhotos(imagesDir)
  nameInCopy(contentDir)
  run('npm', ['run', 'build'], {
    env: {
      ...process.env,
      COVERBRIDGE_CONTENT_DIR: join(SCRATCH, 'content'),
      COVERBRIDGE_IMAGES_DIR: join(SCRATCH, 'images'),
    },
  })
  rmSync(join(root, PHOTO_OUT), { recursive: true, force: true })
  renameSync(join(root, 'out'), join(root, PHOTO_OUT))
}

/** Starts the server of the photo build, beside the servers of out/ and the bare page. */
export const servePhotos = (port, tls) => serve(PHOTO_OUT, port, tls)

/**
 * Measures each of `routes` on out/ (`svgOrigin`) and then on the photo build (`photoOrigin`),
 * back to back so that both see the same machine load. Returns the pairs of rows.
 */
export async function measurePhotoRun(bench, { routes, svgOrigin, photoOrigin, svgOut }) {
  const pairs = []
  for (const route of routes) {
    const svg = await measureRoute(bench, {
      label: `${route} (SVG)`,
      origin: svgOrigin,
      route,
      outDir: svgOut,
    })
    const photo = await measureRoute(bench, {
      label: `${route} (photo)`,
      origin: photoOrigin,
      route,
      outDir: PHOTO_OUT,
    })
    // The photo phone: the two pages in turn, run after run, so both see the same machine load;
    // three runs at least (a first visit takes seconds), since its difference is the verdict.
    const phone = { svg: [], photo: [] }
    for (let index = 0; index < Math.max(bench.runs, PHONE_RUNS); index += 1) {
      phone.svg.push(await observeOnce(bench, `${svgOrigin}${route}`, PHOTO_PHONE))
      phone.photo.push(await observeOnce(bench, `${photoOrigin}${route}`, PHOTO_PHONE))
    }
    const lcp = (runs) => Math.round(median(runs.map((reading) => reading.lcp)))
    const fcp = (runs) => Math.round(median(runs.map((reading) => reading.fcp)))
    svg.phone = { fcpMs: fcp(phone.svg), lcpMs: lcp(phone.svg) }
    photo.phone = { fcpMs: fcp(phone.photo), lcpMs: lcp(phone.photo) }
    console.log(
      `${route} on the photo phone: LCP ${photo.phone.lcpMs} ms with the photo, ${svg.phone.lcpMs} ms with SVGs`,
    )
    pairs.push({ route, svg, photo })
  }
  return pairs
}

const signed = (value, unit) => `${value >= 0 ? '+' : '−'}${Math.abs(value)}${unit}`
const signedKb = (bytes) => signed(Number((bytes / 1024).toFixed(1)), ' KB')

/** A pair's differences and whether they stay within PHOTO_LIMITS (null where not measured). */
export function photoDelta({ svg, photo }) {
  const bytes = photo.totalBytes !== undefined ? photo.totalBytes - svg.totalBytes : null
  const lcp = photo.lcpMs !== undefined ? photo.lcpMs - svg.lcpMs : null
  const observedLcp = photo.observed ? photo.observed.lcpMs - svg.observed.lcpMs : null
  const phoneLcp = photo.phone ? photo.phone.lcpMs - svg.phone.lcpMs : null
  const over = []
  if (bytes !== null && bytes > PHOTO_LIMITS.bytes) over.push(`bytes ${signedKb(bytes)}`)
  if (phoneLcp !== null && phoneLcp > PHOTO_LIMITS.observedLcpMs) {
    over.push(`LCP on the photo phone ${signed(phoneLcp, ' ms')}`)
  }
  const unmeasured = bytes === null || phoneLcp === null
  const verdict = over.length ? `over: ${over.join(', ')}` : unmeasured ? 'within (partly measured)' : 'within'
  return { bytes, lcp, observedLcp, phoneLcp, verdict }
}

/** The "Photos" section of bench/results.md. */
export function photosSection(pairs, runs) {
  const cell = (value, format) => (value === null || value === undefined ? '–' : format(value))
  const ms = (value) => `${value} ms`
  return [
    '## Photos',
    '',
    `Each page built a second time with the test build's photo fixtures (tests/fixtures/photos.mjs: a 4032×3024 phone photo stored on its side, a PNG cut-out) in place of the site's SVGs, into ${PHOTO_OUT}/, and measured right after the same page of out/ (SVG), median of ${runs} runs per page and view. Bytes: everything the simulated view's load transferred (Lighthouse's network log). Photo phone: a first visit on 412 px at DPR 2.6, 150 ms round trips, 1.6 Mbit/s, CPU 4× slower, throttling applied (the two pages in turn, run after run; median of ${Math.max(runs, PHONE_RUNS)}). Observed: the bench's own view (562.5 ms per request, 1.4 Mbit/s, DPR 1.75). Within: at most +${PHOTO_LIMITS.bytes / 1024} KB and +${PHOTO_LIMITS.observedLcpMs} ms LCP on the photo phone.`,
    '',
    '| page | bytes photo | bytes SVG | Δ | photo phone LCP photo | SVG | Δ | observed LCP photo | SVG | Δ | simulated LCP photo | SVG | Δ | within |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...pairs.map((pair) => {
      const { svg, photo } = pair
      const d = photoDelta(pair)
      return `| ${pair.route} | ${cell(photo.totalBytes, kb)} | ${cell(svg.totalBytes, kb)} | ${cell(d.bytes, signedKb)} | ${cell(photo.phone?.lcpMs, ms)} | ${cell(svg.phone?.lcpMs, ms)} | ${cell(d.phoneLcp, (v) => signed(v, ' ms'))} | ${cell(photo.observed?.lcpMs, ms)} | ${cell(svg.observed?.lcpMs, ms)} | ${cell(d.observedLcp, (v) => signed(v, ' ms'))} | ${cell(photo.lcpMs, ms)} | ${cell(svg.lcpMs, ms)} | ${cell(d.lcp, (v) => signed(v, ' ms'))} | ${d.verdict} |`
    }),
    '',
  ]
}
