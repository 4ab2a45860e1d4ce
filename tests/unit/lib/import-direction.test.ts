// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every code file below the app's folders. */
const appFiles = ['app', 'components', 'lib', 'content', 'stores'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name)),
)

describe("the app's code", () => {
  it('never imports the build scripts (they import the app, not the other way round)', () => {
    expect(appFiles.length).toBeGreaterThan(100)
    const reaching = appFiles.filter((file) =>
      /(?:from|import|require)\s*\(?\s*['"](?:@\/|(?:\.\.\/)+)scripts\//.test(
        readFileSync(file, 'utf8'),
      ),
    )
    expect(reaching).toEqual([])
  })
})

describe('scripts/lib', () => {
  it('holds a folder a job and no loose module', () => {
    const entries = readdirSync('scripts/lib', { withFileTypes: true })
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([])
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      'bench',
      'cms',
      'deploy',
      'dev',
      'export',
      'fonts',
      'static-server',
      'tools',
    ])
  })
})
