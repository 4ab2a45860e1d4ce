// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { spawnSync } from 'node:child_process'
import {
  changesLine,
  compareDigests,
  exportDigests,
  readDigests,
  saveDigests,
} from '@/scripts/lib/export/changes.mjs'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A new folder holding `files` (path -> text). */
function exportOf(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'export-changes-'))
  folders.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const BEFORE = {
  'index.html': '<h1>Home</h1>',
  'shop.html': '<p>$42.00</p>',
  'shop-details/1.html': '<p>$42.00</p>',
  'shop-details/2.html': '<p>$10.00</p>',
  '_next/static/chunks/a-1.js': 'a()',
  'old.html': 'gone',
}
const AFTER = {
  ...BEFORE,
  'shop.html': '<p>$43.00</p>',
  'shop-details/1.html': '<p>$43.00</p>',
  'shop-details/3.html': '<p>new</p>',
} as Record<string, string>
delete AFTER['old.html']

describe('what changed between two exports', () => {
  it('lists the new, changed and removed files, the bytes to upload and the folders', () => {
    const changes = compareDigests(exportDigests(exportOf(BEFORE)), exportDigests(exportOf(AFTER)))
    expect(changes).toMatchObject({
      files: 6,
      added: ['shop-details/3.html'],
      changed: ['shop-details/1.html', 'shop.html'],
      removed: ['old.html'],
      upload: ['shop-details/1.html', 'shop-details/3.html', 'shop.html'],
      uploadBytes: 13 + 10 + 13,
    })
    expect(changes.folders).toEqual([
      ['./', { files: 2, bytes: 13 }],
      ['shop-details/', { files: 2, bytes: 23 }],
    ])
    expect(changesLine(changes)).toBe(
      'since the previous export: 3 of 6 files to upload (50.00%), 0.0 MB of 0.0 MB (55.38%): 1 new, 2 changed, 1 removed; by folder: ./ 2, shop-details/ 2',
    )
  })

  it('says when nothing changed', () => {
    const digests = exportDigests(exportOf(BEFORE))
    expect(changesLine(compareDigests(digests, digests))).toBe(
      'since the previous export: no file changed (6 files the same, byte for byte)',
    )
  })

  it('reads the previous export from its folder or from the list a build kept, and nothing from a broken list', () => {
    const dir = exportOf(BEFORE)
    const list = join(exportOf({}), 'files.json')
    saveDigests(list, exportDigests(dir))
    expect(readDigests(list)).toEqual(exportDigests(dir))
    expect(readDigests(dir)).toEqual(exportDigests(dir))
    writeFileSync(list, '{ not json')
    expect(readDigests(list)).toBeUndefined()
    expect(readDigests(join(dir, 'missing'))).toBeUndefined()
  })

  it("the build's report prints it, from the list the last build of the same kind kept", () => {
    const cwd = exportOf({})
    const report = () =>
      spawnSync(process.execPath, [join(process.cwd(), 'scripts/export-report.mjs')], {
        cwd,
        encoding: 'utf8',
        env: { NODE_ENV: 'production', PATH: process.env.PATH },
      }).stdout
    const out = join(cwd, 'out')
    for (const [path, text] of Object.entries(BEFORE)) {
      mkdirSync(dirname(join(out, path)), { recursive: true })
      writeFileSync(join(out, path), text)
    }
    expect(report()).toContain('since the previous export: none to compare with')
    writeFileSync(join(out, 'shop.html'), '<p>$43.00</p>')
    expect(report()).toContain(
      'since the previous export: 1 of 6 files to upload (16.67%), 0.0 MB of 0.0 MB (22.03%): 0 new, 1 changed, 0 removed; by folder: ./ 1',
    )
    expect(report()).toContain('since the previous export: no file changed (6 files the same')
  })
})
