// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A body with a site link, a site picture and a link to another site, compiled as posts are. */
async function renderUnder(basePath: string) {
  vi.resetModules()
  vi.stubEnv('COVERBRIDGE_BASE_PATH', basePath)
  vi.stubEnv('COVERBRIDGE_SITE_ORIGIN', 'https://www.coverbridge.example')
  const { compileMarkdown } = await import('@/content/shared/markdown')
  const { MarkdownBody } = await import('@/components/markdown/markdown-body')
  const compiled = compileMarkdown(
    {
      file: 'post.md',
      bodyLine: 1,
      body: [
        'See [our pricing](/pricing) and [the NAIC](https://www.naic.org).',
        '',
        "![Five carrier quotes side by side](/images/hero/quote-compare.svg 'Quotes compared')",
      ].join('\n'),
    },
    () => true,
  )
  expect(compiled.problems).toEqual([])
  render(<MarkdownBody tree={compiled.tree} />)
}

afterEach(() => vi.unstubAllEnvs())

describe('URLs written in Markdown', () => {
  it('at the root: site links and pictures keep their paths', async () => {
    await renderUnder('')
    expect(screen.getByRole('link', { name: 'our pricing' })).toHaveAttribute('href', '/pricing')
    expect(screen.getByRole('img', { name: 'Five carrier quotes side by side' })).toHaveAttribute(
      'src',
      '/images/hero/quote-compare.svg',
    )
  })

  it('under a prefix: site links and pictures get it, another site does not', async () => {
    await renderUnder('/coverbridge')
    expect(screen.getByRole('link', { name: 'our pricing' })).toHaveAttribute(
      'href',
      '/coverbridge/pricing',
    )
    const picture = screen.getByRole('img', { name: 'Five carrier quotes side by side' })
    expect(picture).toHaveAttribute('src', '/coverbridge/images/hero/quote-compare.svg')
    expect(picture).toHaveAttribute('width')
    expect(screen.getByRole('link', { name: 'the NAIC' })).toHaveAttribute(
      'href',
      'https://www.naic.org',
    )
  })
})
