// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** Runs scripts/check-env.mjs in an empty folder (no .env files) with this site URL. */
function checkEnv(siteUrl: string | undefined, ...args: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'check-env-'))
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH,
    NODE_PATH: resolve('node_modules'),
  }
  if (siteUrl !== undefined) env.NEXT_PUBLIC_SITE_URL = siteUrl
  const run = spawnSync(process.execPath, [resolve('scripts/check-env.mjs'), ...args], {
    cwd,
    env,
    encoding: 'utf8',
  })
  rmSync(cwd, { recursive: true, force: true })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('the build without NEXT_PUBLIC_SITE_URL', { timeout: 30_000 }, () => {
  it('warns, naming the variable and what it breaks, and goes on', () => {
    const { status, output } = checkEnv(undefined)
    expect(status).toBe(0)
    expect(output).toContain('NEXT_PUBLIC_SITE_URL is not set')
    expect(output).toMatch(/Canonical URLs, og:url, og:image, sitemap\.xml.*feed\.xml/)
    expect(output).toContain('http://localhost:3000')
  })

  it('the deploy build refuses to run', () => {
    const { status, output } = checkEnv(undefined, '--require')
    expect(status).toBe(1)
    expect(output).toContain('Deploy build refused: NEXT_PUBLIC_SITE_URL is not set')
    expect(checkEnv('http://localhost:3000', '--require').status).toBe(1)
    expect(checkEnv('not a url', '--require').status).toBe(1)
  })

  it('is quiet with a public address', () => {
    expect(checkEnv('https://www.coverbridge.example')).toEqual({ status: 0, output: '' })
    expect(checkEnv('https://www.coverbridge.example', '--require')).toEqual({
      status: 0,
      output: '',
    })
  })
})
