// @vitest-environment node
// The README a newcomer reads top to bottom: short, every table a real table once rendered, every
// command it names a script that exists, every file it links to there.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root, Table } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'

const README = readFileSync('README.md', 'utf8')
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
)
const tree = unified().use(remarkParse).use(remarkGfm).parse(README) as Root

describe('the README', () => {
  it('is at most 1,500 words', () => {
    expect(README.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(1500)
  })

  it('renders every table as a table: each |-line outside code is a row of one', () => {
    const rows = new Set<number>()
    let tables = 0
    visit(tree, 'table', (table: Table) => {
      tables += 1
      for (const row of table.children) rows.add(row.position!.start.line)
      // Every row fills every column: a paragraph typed into a table's rows (one cell a line,
      // the others empty) renders as a table of fragments.
      const width = table.children[0]!.children.length
      for (const row of table.children) {
        const line = row.position!.start.line
        expect(row.children.length, `line ${line}`).toBe(width)
        for (const cell of row.children)
          expect(cell.children.length, `line ${line}`).toBeGreaterThan(0)
      }
    })
    const code = new Set<number>()
    visit(tree, 'code', (node) => {
      for (let line = node.position!.start.line; line <= node.position!.end.line; line++)
        code.add(line)
    })
    const tableLines = README.split('\n')
      .map((text, index) => ({ text, line: index + 1 }))
      .filter(({ text, line }) => text.startsWith('|') && !code.has(line))
      // The delimiter row belongs to its table but is no row of it.
      .filter(({ text }) => !/^\|[\s|:-]+\|$/.test(text))
    expect(tables).toBeGreaterThanOrEqual(3)
    expect(tableLines.filter(({ line }) => !rows.has(line))).toEqual([])
  })

  it('names only npm scripts that exist', () => {
    const named = [...README.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!)
    expect(named.length).toBeGreaterThan(5)
    expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([])
  })

  it('links only to files that exist', () => {
    const links: string[] = []
    visit(tree, 'link', (link) => {
      if (!/^[a-z]+:/.test(link.url) && !link.url.startsWith('#')) links.push(link.url)
    })
    expect(links.length).toBeGreaterThan(5)
    expect(links.filter((link) => !existsSync(path.join(process.cwd(), link)))).toEqual([])
  })
})
