// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { toRender, parseShard, shardOf } from '@/lib/shard.mjs'
import { runSteps, stepsLine } from '@/scripts/lib/export/steps.mjs'
import { mergeShards } from '@/scripts/merge-shards.mjs'

const paths = Array.from({ length: 5000 }, (_, i) => `/shop-details/${i + 1}`)

describe('the shares of a sharded build', () => {
  it('read K/N, and nothing else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 })
    expect(parseShard(' 1/1 ')).toEqual({ index: 1, count: 1 })
    for (const bad of [undefined, '', '0/4', '5/4', '2', '2/0', 'a/b', '-1/4']) {
      expect(parseShard(bad), String(bad)).toBeUndefined()
    }
  })

  it('give every page to exactly one share, in shares of about equal size', () => {
    const shares = [1, 2, 3, 4].map((index) => toRender(paths, (path) => path, { index, count: 4 }))
    expect(shares.flat().sort()).toEqual([...paths].sort())
    for (const share of shares) {
      expect(share.length).toBeGreaterThan(1150)
      expect(share.length).toBeLessThan(1350)
    }
  })

  it("keep a page in its share whatever other pages there are (a page's path alone decides)", () => {
    const before = toRender(paths.slice(0, 100), (path) => path, { index: 3, count: 4 })
    const after = toRender(paths, (path) => path, { index: 3, count: 4 })
    expect(after.slice(0, before.length)).toEqual(before)
    expect(shardOf('/shop-details/7', 4)).toBe(shardOf('/shop-details/7', 4))
  })

  it('render every page without a share, and a route its first page in a share that got none', () => {
    expect(toRender(paths, (path) => path, undefined)).toBe(paths)
    const two = ['/blog/page/2', '/blog/page/3']
    const shares = [1, 2, 3, 4, 5, 6, 7, 8].map((index) =>
      toRender(two, (path) => path, { index, count: 8 }),
    )
    for (const share of shares) expect(share.length).toBeGreaterThan(0)
    expect(new Set(shares.flat())).toEqual(new Set(two))
  })

  it('cover every route made from content under app/ (each is sharded)', () => {
    const routes = readdirSync('app', { recursive: true, withFileTypes: true })
      .filter((entry) => /^(page|route)\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => /\[[^\]]+\]/.test(file))
    expect(routes.length).toBeGreaterThanOrEqual(7)
    for (const file of routes) {
      const text = readFileSync(file, 'utf8')
      // A list's later pages come from laterListPages (lib/list-pages.ts), which shards them.
      expect(/\btoRender\(|\blaterListPages\(|= later\b/.test(text), file).toBe(true)
    }
  })
})

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A folder holding `files` (path -> text), with a build stamp unless told otherwise. */
function share(files: Record<string, string>, stamp = true) {
  const dir = mkdtempSync(join(tmpdir(), 'merge-share-'))
  folders.push(dir)
  const all = stamp ? { '.coverbridge-build.json': '{"kind":"site"}\n', ...files } : files
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

describe('merging the shares', () => {
  it('puts every file of every share in one folder, the files they share once', () => {
    const a = share({ 'index.html': 'home', 'shop-details/1.html': 'one' })
    const b = share({ 'index.html': 'home', 'shop-details/2.html': 'two' })
    const out = join(share({}), 'out')
    expect(mergeShards([a, b], out)).toEqual({ files: 4, problems: [] })
    expect(readFileSync(join(out, 'shop-details/2.html'), 'utf8')).toBe('two')
    expect(readdirSync(join(out, 'shop-details')).sort()).toEqual(['1.html', '2.html'])
  })

  it('stops on a file two shares hold with other bytes, or a share that is no finished build', () => {
    const a = share({ 'index.html': 'home' })
    const b = share({ 'index.html': 'home, another commit' })
    const out = join(share({}), 'out')
    expect(mergeShards([a, b], out).problems).toEqual([`index.html differs between ${a} and ${b}`])
    const unfinished = share({ 'index.html': 'home' }, false)
    expect(mergeShards([a, unfinished], out).problems).toEqual([
      `${unfinished} is no finished build (no .coverbridge-build.json)`,
    ])
  })
})

describe("a build's steps", () => {
  it('run in order, stop at the first that fails, and print their seconds', async () => {
    const ran: string[] = []
    const lines: string[] = []
    let clock = 0
    const ok = await runSteps(
      [
        ['first', 'a', []],
        ['second', 'b', ['x']],
        ['third', 'c', []],
      ],
      {
        run: (command) => {
          ran.push(command)
          clock += 1500
          return { status: command === 'b' ? 1 : 0 }
        },
        log: (line) => lines.push(line),
        now: () => clock,
      },
    )
    expect(ok).toBe(false)
    expect(ran).toEqual(['a', 'b'])
    expect(lines).toEqual([
      'build steps: first 1.5 s, second 1.5 s; 3.0 s in all',
      'build: the step "second" failed (b x)',
    ])
    expect(stepsLine([])).toBe('build steps: ; 0.0 s in all')
  })

  describe('a step beside the others', () => {
    /** Steps a..d, with `check` started after a and waited for before c; `check` exits with `code`. */
    async function build(code: number, failing = '') {
      const events: string[] = []
      const lines: string[] = []
      let clock = 0
      let finish: (status: { status: number }) => void = () => {}
      const ok = await runSteps(
        [
          ['a', 'a', []],
          ['check', 'tsc', ['-p', '.'], { before: 'c' }],
          ['b', 'b', []],
          ['c', 'c', []],
          ['d', 'd', []],
        ],
        {
          run: (command) => {
            events.push(`run ${command}`)
            clock += 2000
            // The check ends while b runs: 3 s after it started.
            if (command === 'b') {
              clock += 1000
              finish({ status: code })
              clock -= 1000
            }
            return { status: command === failing ? 1 : 0 }
          },
          start: (command) => {
            events.push(`start ${command}`)
            const started = clock
            return {
              done: new Promise((resolve) => {
                finish = (result) => {
                  events.push(`end ${command} after ${(clock - started) / 1000} s`)
                  resolve(result)
                }
              }),
              stop: () => events.push(`stop ${command}`),
            }
          },
          log: (line) => lines.push(line),
          now: () => clock,
        },
      )
      return { ok, events, lines }
    }

    // Its seconds run to when the build saw it end: here, once b was over.
    it('starts at its place, and the step it names waits for it; the total leaves it out', async () => {
      const { ok, events, lines } = await build(0)
      expect(ok).toBe(true)
      expect(events).toEqual(['run a', 'start tsc', 'run b', 'end tsc after 3 s', 'run c', 'run d'])
      expect(lines).toEqual([
        'build steps: a 2.0 s, b 2.0 s, check 2.0 s beside, c 2.0 s, d 2.0 s; 8.0 s in all',
      ])
    })

    it('fails the build when it fails, before the step it names runs', async () => {
      const { ok, events, lines } = await build(2)
      expect(ok).toBe(false)
      expect(events).toEqual(['run a', 'start tsc', 'run b', 'end tsc after 3 s'])
      expect(lines.at(-1)).toBe('build: the step "check" failed (tsc -p .)')
    })

    it('is stopped when a step beside it fails', async () => {
      const { ok, events, lines } = await build(0, 'a')
      expect(ok).toBe(false)
      expect(events).toEqual(['run a'])
      const late = await build(0, 'b')
      expect(late.ok).toBe(false)
      expect(late.events).toEqual(['run a', 'start tsc', 'run b', 'end tsc after 3 s', 'stop tsc'])
      expect(lines.at(-1)).toBe('build: the step "a" failed (a )')
    })
  })
})
