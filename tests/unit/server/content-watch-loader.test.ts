// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NextConfig } from 'next'

const require = createRequire(import.meta.url)
const loader = require('../../../scripts/lib/dev/content-watch-loader.cjs') as {
  (this: unknown, source: string): string
  digestOf(folders: string[]): string
}

const nextConfig = ((await import('../../../next.config.mjs' as string)) as { default: NextConfig })
  .default

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-watch-'))
  mkdirSync(path.join(root, 'posts'))
  writeFileSync(path.join(root, 'posts', '1-a.md'), '---\nid: 1\n---\nText\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function run(source: string) {
  const watched: string[] = []
  const output = loader.call(
    {
      getOptions: () => ({ folders: ['posts', 'missing'] }),
      rootContext: root,
      addContextDependency: (folder: string) => watched.push(folder),
    },
    source,
  )
  return { output, watched }
}

describe('the dev loader that ties a content module to its Markdown files', () => {
  it('has webpack watch each folder and keeps the module source', () => {
    const { output, watched } = run('export const posts = read()\n')
    expect(watched).toEqual([path.join(root, 'posts'), path.join(root, 'missing')])
    expect(output.startsWith('export const posts = read()\n')).toBe(true)
    expect(output).toMatch(/\/\/ Markdown files read: [0-9a-f]{40}\n$/)
  })

  it('changes the module when a file is saved, added or removed, and only then', () => {
    const first = run('x').output
    expect(run('x').output).toBe(first)
    const file = path.join(root, 'posts', '1-a.md')
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    const saved = run('x').output
    expect(saved).not.toBe(first)
    writeFileSync(path.join(root, 'posts', '2-b.md'), 'text')
    const added = run('x').output
    expect(added).not.toBe(saved)
    writeFileSync(path.join(root, 'posts', 'notes.txt'), 'not Markdown')
    expect(run('x').output).toBe(added)
    rmSync(path.join(root, 'posts', '2-b.md'))
    expect(run('x').output).toBe(saved)
  })
})

/** Webpack's module replacement, as the config builds it: the pattern and what it does. */
class Replacement {
  constructor(
    readonly pattern: RegExp,
    readonly replace: (data: { context: string; request: string }) => void,
  ) {}
}

describe('the Next.js config', () => {
  const configFor = (dev: boolean) =>
    nextConfig.webpack!(
      {
        module: { rules: [] },
        optimization: {},
        plugins: [],
      },
      { dev, isServer: true, webpack: { NormalModuleReplacementPlugin: Replacement } } as never,
    ) as {
      module: { rules: { test: RegExp; use: { loader: string; options: unknown }[] }[] }
      plugins: unknown[]
    }

  it("gives the server build of the export the stand-in for Next's segment data, and no other", () => {
    const replacements = configFor(false).plugins.filter((p) => p instanceof Replacement)
    expect(replacements).toHaveLength(1)
    const [{ pattern, replace }] = replacements as [Replacement]
    const nextDir = path.resolve('node_modules/next/dist/server/app-render')
    const data = { context: nextDir, request: './collect-segment-data' }
    expect(pattern.test(data.request)).toBe(true)
    replace(data)
    expect(data.request).toBe(path.resolve('scripts/lib/export/segment-data.cjs'))
    // Our own module of that name, should one exist, is left alone.
    const ours = { context: path.resolve('lib'), request: './collect-segment-data' }
    replace(ours)
    expect(ours.request).toBe('./collect-segment-data')
    expect(configFor(true).plugins.filter((p) => p instanceof Replacement)).toEqual([])
  })

  it('applies the loader to the modules that read Markdown in dev, and only in dev', () => {
    const [rule] = configFor(true).module.rules
    expect(rule!.use[0]!.loader).toMatch(/content-watch-loader\.cjs$/)
    expect(rule!.use[0]!.options).toEqual({
      folders: expect.arrayContaining(['content/blog/posts', 'content/legal']),
    })
    for (const file of ['content/blog/posts.ts', 'content/site/legal.ts'])
      expect(rule!.test.test(path.resolve(file))).toBe(true)
    expect(rule!.test.test(path.resolve('content/blog/index.ts'))).toBe(false)
    expect(configFor(false).module.rules).toEqual([])
  })
})
