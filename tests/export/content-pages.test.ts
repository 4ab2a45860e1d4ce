// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { contentPages } from '../e2e/support/content-pages'
import { readExported } from '../e2e/support/export'

// What a crawler or a visitor without JavaScript gets: the exported HTML, parsed.
test.each(contentPages)(
  '$path has its title, h1, copy, description and canonical URL in the HTML',
  ({ path, title, h1, copy }) => {
    const document = new DOMParser().parseFromString(readExported(path), 'text/html')
    expect(document.title).toBe(title)
    expect(document.querySelectorAll('main')).toHaveLength(1)
    expect(document.querySelector('h1')?.textContent).toBe(h1)
    expect(document.querySelector('main')?.textContent).toContain(copy)
    // A crawler reads the page's own description and canonical URL from the same HTML.
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /\S/,
    )
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`^https?://[^/]+${path}$`),
    )
  },
)
