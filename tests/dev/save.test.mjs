// `npm run dev` shows a saved post without a reload. A post of its own, in a temporary folder the
// dev server reads besides the posts (BLOG_EXTRA_POSTS_DIR), is opened in a browser and saved
// with a new sentence: the open page shows it in the same document, and the reading time follows.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import test from 'node:test'
import { chromium } from '@playwright/test'
import { chromiumArgs, testChromium } from '../../scripts/lib/tools/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173) + 7
const ORIGIN = `http://localhost:${PORT}`
const POST = `---
id: 95
title: A Post Being Written
date: 10 JAN 2026
author: Maya Ellison
category: Distribution
topic: Quoting
page: blog-list
img: /images/blog/b1.svg
excerpt: 'A post the dev-server test edits while it is open.'
---

The first paragraph of a post being written.
`

test('a saved post shows in the open page, without a reload', { timeout: 180_000 }, async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'coverbridge-dev-posts-'))
  const file = join(folder, '95-a-post-being-written.md')
  writeFileSync(file, POST)
  const server = spawn('npx', ['next', 'dev', '--webpack', '--port', String(PORT)], {
    env: { ...process.env, BLOG_EXTRA_POSTS_DIR: folder, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  const browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs })
  t.after(async () => {
    await browser.close()
    process.kill(-server.pid, 'SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  })

  for (let waited = 0; !/Ready in/.test(log); waited += 250) {
    assert.ok(waited < 60_000, `the dev server did not start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const page = await browser.newPage()
  // The dev server's live updates answer its own origin: localhost, not 127.0.0.1.
  await page.goto(`${ORIGIN}/blog-details/95`, { timeout: 120_000 })
  await page.getByText('The first paragraph of a post being written.').waitFor()
  await page.getByText('1 min read').first().waitFor()
  await page.evaluate(() => {
    window.sameDocument = true
  })

  const sentence = 'A sentence saved while the page was open. '
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n${sentence.repeat(60)}\n`)
  await page.getByText('A sentence saved while the page was open.').waitFor({ timeout: 30_000 })
  await page.getByText('3 min read').first().waitFor()
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'the page was reloaded')
})
