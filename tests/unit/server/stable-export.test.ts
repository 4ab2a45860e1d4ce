// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import {
  BUILD_ID_PLACEHOLDER,
  clientCodeId,
  settleBuildId,
} from '@/scripts/lib/export/build-id.mjs'
import {
  buildCores,
  buildWorkers,
  cgroupCpuQuota,
  cgroupMemoryLimit,
} from '@/scripts/lib/export/cores.mjs'
import { StableIdsPlugin, assignNumbers, folderFree } from '@/scripts/lib/export/stable-ids.mjs'

const require = createRequire(import.meta.url)

type Compiler = { run(done: (error: Error | null, stats?: { hasErrors(): boolean }) => void): void }
// The webpack Next builds with (its compiled copy, as next.config.mjs's plugin meets it).
const { webpack } = require('next/dist/compiled/webpack/bundle5')() as {
  webpack: (options: object) => Compiler
}

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A new temporary folder whose name starts with `prefix`. */
function folder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  folders.push(dir)
  return dir
}

/**
 * Bundles a tiny project in a new folder named after `prefix`, one of whose modules is asked for
 * with the folder's path URL-encoded in its query, as Next asks for its entry modules; returns the
 * output files by name with their text.
 */
async function bundle(prefix: string, plugins: object[]) {
  const dir = folder(prefix)
  writeFileSync(join(dir, 'dep.js'), 'export const answer = 42\n')
  writeFileSync(
    join(dir, 'lazy.js'),
    "import { answer } from 'the-dep'\nexport default function lazy() { return answer }\n",
  )
  writeFileSync(
    join(dir, 'entry.js'),
    "import { answer } from 'the-dep'\nconsole.log(answer)\nimport('./lazy.js').then((m) => m.default())\n",
  )
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    resolve: {
      alias: { 'the-dep': `${dir}/dep.js?modules=${encodeURIComponent(`${dir}/dep.js`)}` },
    },
    output: { path: join(dir, 'dist'), filename: '[name]-[contenthash].js' },
    optimization: { minimize: false, concatenateModules: false },
    plugins,
  })
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? fail(error ?? new Error('bundle failed')) : done(),
    ),
  )
  const dist = join(dir, 'dist')
  return Object.fromEntries(
    readdirSync(dist)
      .sort()
      .map((name) => [name, readFileSync(join(dist, name), 'utf8')]),
  )
}

describe('module and chunk ids', () => {
  it('are the same bytes from two folders of different names', async () => {
    const a = await bundle('stable-a-', [new StableIdsPlugin()])
    const b = await bundle('stable-another-name-', [new StableIdsPlugin()])
    expect(Object.keys(a)).toHaveLength(2)
    expect(b).toEqual(a)
  }, 30_000)

  it("differ by folder with webpack's own ids (what the plugin corrects)", async () => {
    const a = await bundle('plain-a-', [])
    const b = await bundle('plain-another-name-', [])
    expect(Object.keys(b)).not.toEqual(Object.keys(a))
  }, 30_000)

  it('name a module without its folder, however the folder is spelled', () => {
    const root = '/work/some checkout'
    const identifier = `javascript/auto|${root}/node_modules/loader.js?modules=${encodeURIComponent(`{"request":"${root}/components/a.tsx"}`)}!${root}/app/page.tsx`
    const name = folderFree(identifier, root)
    expect(name).not.toContain('some checkout')
    expect(name).not.toContain('some%20checkout')
    expect(name).toBe(
      `javascript/auto|./node_modules/loader.js?modules=${encodeURIComponent('{"request":"')}./${encodeURIComponent('components/a.tsx"}')}!./app/page.tsx`,
    )
  })

  it('number each name alike whatever order the names come in, with no number twice', () => {
    const names = Array.from({ length: 3000 }, (_, i) => `./components/part-${i}.tsx`)
    const forwards = assignNumbers(names)
    const backwards = assignNumbers([...names].reverse())
    expect([...backwards.entries()].sort()).toEqual([...forwards.entries()].sort())
    expect(new Set(forwards.values()).size).toBe(3000)
    // As webpack's own ids: 3,000 names take numbers below 10,000 (four digits), 300 below 1,000.
    expect(Math.max(...forwards.values())).toBeLessThan(10_000)
    expect(Math.max(...assignNumbers(names.slice(0, 300)).values())).toBeLessThan(1000)
    const taken = new Set([forwards.get('./components/part-7.tsx')!])
    expect(
      assignNumbers(['./components/part-7.tsx'], taken).get('./components/part-7.tsx'),
    ).not.toBe(forwards.get('./components/part-7.tsx'))
  })
})

/** A small export with the placeholder build id, its chunks named `chunks`. */
function exportWith(chunks: string[]) {
  const out = folder('build-id-')
  const staticDir = join(out, '_next', 'static')
  mkdirSync(join(staticDir, BUILD_ID_PLACEHOLDER), { recursive: true })
  writeFileSync(
    join(staticDir, BUILD_ID_PLACEHOLDER, '_buildManifest.js'),
    'self.__BUILD_MANIFEST={}',
  )
  mkdirSync(join(staticDir, 'chunks', 'app'), { recursive: true })
  for (const chunk of chunks) writeFileSync(join(staticDir, 'chunks', chunk), '/* code */')
  mkdirSync(join(out, 'shop'))
  writeFileSync(
    join(out, 'index.html'),
    `<script>self.__next_f.push([1,"{\\"b\\":\\"${BUILD_ID_PLACEHOLDER}\\"}"])</script>`,
  )
  writeFileSync(join(out, 'shop', 'page.txt'), `0:{"b":"${BUILD_ID_PLACEHOLDER}"}\n`)
  writeFileSync(join(out, 'about.html'), '<p>No payload here</p>')
  return out
}

describe('the build id', () => {
  it('replaces the placeholder with a hash of the client files, in the folder, pages and payloads', () => {
    const out = exportWith(['main-1a2b.js', 'app/page-3c4d.js'])
    const id = settleBuildId(out)
    expect(id).toMatch(/^[\w-]{21}$/)
    expect(readdirSync(join(out, '_next', 'static')).sort()).toEqual([id, 'chunks'].sort())
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(`\\"b\\":\\"${id}\\"`)
    expect(readFileSync(join(out, 'shop', 'page.txt'), 'utf8')).toBe(`0:{"b":"${id}"}\n`)
    expect(readFileSync(join(out, 'about.html'), 'utf8')).toBe('<p>No payload here</p>')
    expect(clientCodeId(out)).toBe(id)
  })

  it('is the same for the same client files and changes with any of them', () => {
    const id = settleBuildId(exportWith(['main-1a2b.js', 'app/page-3c4d.js']))
    expect(settleBuildId(exportWith(['main-1a2b.js', 'app/page-3c4d.js']))).toBe(id)
    expect(settleBuildId(exportWith(['main-1a2b.js', 'app/page-9999.js']))).not.toBe(id)
  })

  it('leaves an export built with another id alone', () => {
    const out = folder('build-id-other-')
    mkdirSync(join(out, '_next', 'static', 'z35Lig5IZzwyl41tszsFQ'), { recursive: true })
    expect(settleBuildId(out)).toBeNull()
    expect(readdirSync(join(out, '_next', 'static'))).toEqual(['z35Lig5IZzwyl41tszsFQ'])
  })
})

describe('the cores and memory a build may use', () => {
  const files = (map: Record<string, string>) => (path: string) => map[path]

  it("read the cgroup's CPU quota, v2 and v1", () => {
    expect(cgroupCpuQuota(files({ '/sys/fs/cgroup/cpu.max': '150000 100000' }))).toBe(1.5)
    expect(cgroupCpuQuota(files({ '/sys/fs/cgroup/cpu.max': 'max 100000' }))).toBeUndefined()
    expect(
      cgroupCpuQuota(
        files({
          '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '200000',
          '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000',
        }),
      ),
    ).toBe(2)
    expect(cgroupCpuQuota(files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1' }))).toBeUndefined()
    expect(cgroupCpuQuota(files({}))).toBeUndefined()
  })

  it("read the cgroup's memory limit, and none for v1's unlimited number", () => {
    expect(cgroupMemoryLimit(files({ '/sys/fs/cgroup/memory.max': '4294967296' }))).toBe(2 ** 32)
    expect(cgroupMemoryLimit(files({ '/sys/fs/cgroup/memory.max': 'max' }))).toBeUndefined()
    expect(
      cgroupMemoryLimit(
        files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712' }),
      ),
    ).toBeUndefined()
  })

  it('count the quota, not the processors the host has', () => {
    expect(buildCores({ parallelism: 64, quota: 2 })).toBe(2)
    expect(buildCores({ parallelism: 64, quota: 1.5 })).toBe(2)
    expect(buildCores({ parallelism: 2, quota: undefined })).toBe(2)
    expect(buildCores({ parallelism: 4, quota: 8 })).toBe(4)
  })

  it('start a worker a core, fewer where memory is short, never none', () => {
    expect(buildWorkers({ cores: 2, memory: 24 * 2 ** 30 })).toBe(2)
    expect(buildWorkers({ cores: 8, memory: 5 * 2 ** 30 })).toBe(2)
    expect(buildWorkers({ cores: 2, memory: 2 ** 30 })).toBe(1)
  })
})
