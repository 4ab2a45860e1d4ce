// @vitest-environment node
// Every domain's loader, run over a scratch copy of content/ (COVERBRIDGE_CONTENT_DIR) with one
// file broken: the build error names the file, the line and the field.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const copies: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true })
})

/** A copy of content/ under the project, so errors print short paths. */
function scratchCopy(): string {
  const base = path.join(process.cwd(), 'node_modules', '.cache')
  mkdirSync(base, { recursive: true })
  const dir = mkdtempSync(path.join(base, 'content-'))
  copies.push(dir)
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true })
  return path.relative(process.cwd(), dir)
}

/** Replaces `from` in one file of the copy (failing if the file no longer holds it). */
function edit(copy: string, file: string, from: string | RegExp, to: string) {
  const full = path.join(copy, file)
  const text = readFileSync(full, 'utf8')
  const next = text.replace(from, to)
  expect(next, `${file} holds ${String(from)}`).not.toBe(text)
  writeFileSync(full, next)
}

/** Loads `module` over the copy: its error message, or '' when it loads. */
async function load(copy: string, module: string): Promise<string> {
  vi.resetModules()
  vi.stubEnv('COVERBRIDGE_CONTENT_DIR', copy)
  try {
    await import(/* @vite-ignore */ module)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

const DOMAINS = {
  site: '@/content/site',
  products: '@/content/products',
  team: '@/content/team',
  faq: '@/content/faq',
  projects: '@/content/projects',
  marketing: '@/content/marketing',
  pages: '@/content/pages',
  checkout: '@/content/checkout',
  blog: '@/content/blog',
}

// The first import transforms the site's modules: seconds on a busy runner, past the default 5.
describe('each domain loads its good files', { timeout: 30_000 }, () => {
  it.each(Object.entries(DOMAINS))('%s', async (_, module) => {
    expect(await load(scratchCopy(), module)).toBe('')
  })
})

const cases: {
  name: string
  module: keyof typeof DOMAINS
  file: string
  from: string | RegExp
  to: string
  error: RegExp
}[] = [
  {
    name: 'a product priced below zero',
    module: 'products',
    file: 'products/items/3-binding-authority-handbook.yaml',
    from: 'price: 58',
    to: 'price: -4',
    error: /products\/items\/3-binding-authority-handbook\.yaml:4 field "price": Too small/,
  },
  {
    name: "a product's picture missing from public/",
    module: 'products',
    file: 'products/items/1-the-specialty-lines-field-guide.yaml',
    from: '- /images/products/p1-b.svg',
    to: '- /images/products/p1-z.svg',
    error:
      /1-the-specialty-lines-field-guide\.yaml:13 field "related_images\.1": image \/images\/products\/p1-z\.svg does not exist in public\//,
  },
  {
    name: "the shop's words for a sort option left out",
    module: 'products',
    file: 'products/shop.yaml',
    from: /\n {4}price-desc: [^\n]*/,
    to: '',
    error: /products\/shop\.yaml:\d+ field "controls\.sort\.price-desc": missing/,
  },
  {
    name: 'a team profile whose member does not exist',
    module: 'team',
    file: 'team/profile.yaml',
    from: 'memberId: 5',
    to: 'memberId: 99',
    error: /team\/profile\.yaml:2 field "memberId": no team member has id 99/,
  },
  {
    name: 'an FAQ entry in no known tab',
    module: 'faq',
    file: 'faq/2-how-do-i-promote-a-new.yaml',
    from: 'category: Marketing',
    to: 'category: Gardening',
    error: /faq\/2-how-do-i-promote-a-new\.yaml:2 field "category": Invalid option/,
  },
  {
    name: 'a portfolio item without its place in the showcase',
    module: 'projects',
    file: 'projects/portfolio/1-tax-file-preparation-and-consulting.yaml',
    from: /order: 1\n/,
    to: '',
    error: /portfolio\/1-tax-file-preparation-and-consulting\.yaml:1 field "order": missing/,
  },
  {
    name: 'a testimonial rated under 4',
    module: 'marketing',
    file: 'marketing/testimonials/1-marcus-ellery.yaml',
    from: /rating: [\d.]+/,
    to: 'rating: 3',
    error: /testimonials\/1-marcus-ellery\.yaml:\d+ field "rating": Too small/,
  },
  {
    name: "a page's copy with its hero title left out",
    module: 'pages',
    file: 'pages/home.yaml',
    from: /\n {2}title: Rate, quote and bind[^\n]*/,
    to: '',
    error: /pages\/home\.yaml:2 field "hero\.title": missing/,
  },
  {
    name: "the FAQ page's banner with a field it does not have",
    module: 'pages',
    file: 'pages/faq.yaml',
    from: '  crumb: FAQ',
    to: '  crumb: FAQ\n  subtitle: Ask us',
    error: /pages\/faq\.yaml:\d+ field "banner\.subtitle": unknown field/,
  },
  {
    name: 'a menu link to a page the site does not have',
    module: 'site',
    file: 'site/settings.yaml',
    from: 'href: /pricing',
    to: 'href: /plans',
    error:
      /site\/settings\.yaml:\d+ field "navigation\.main\.1\.href": no page \/plans on this site/,
  },
  {
    name: 'checkout options that are not YAML',
    module: 'checkout',
    file: 'checkout/options.yaml',
    from: '  - value: usa',
    to: '  - value: "usa',
    error: /checkout\/options\.yaml:\d+ field "\(yaml\)"/,
  },
  {
    name: 'a post whose author is not in the authors folder',
    module: 'blog',
    file: 'blog/posts/2-cyber-liability-for-small-businesses-what-your-clients-ask-first.md',
    from: /^author: .*$/m,
    to: 'author: Nobody Known',
    error:
      /2-cyber-liability[^:]*\.md:5 field "author": no author "Nobody Known" in .*\/blog\/authors\//,
  },
  {
    name: 'a category spelled so that it makes the slug of another',
    module: 'blog',
    file: 'blog/posts/22-measuring-quote-to-bind-ratios-that-actually-help.md',
    from: /^category: Growth$/m,
    to: 'category: GROWTH',
    error:
      /22-measuring-quote-to-bind-ratios[^:]*\.md:7 field "category": the category "GROWTH" makes the slug "growth" of "Growth" \(.*\/blog\/posts\/4-[^:]*\.md:7\): spell them the same/,
  },
  {
    name: 'a topic spelled so that it makes the slug of another',
    module: 'blog',
    file: 'blog/posts/19-cross-selling-cyber-to-your-existing-commercial-book.md',
    from: /^topic: Cyber$/m,
    to: 'topic: cyber!',
    error:
      /19-cross-selling-cyber[^:]*\.md:8 field "topic": the topic "cyber!" makes the slug "cyber" of "Cyber"/,
  },
  {
    name: 'two authors whose names make one slug',
    module: 'blog',
    file: 'blog/authors/8-owen-castellano.yaml',
    from: /^name: Owen Castellano$/m,
    to: 'name: Maya  Ellison',
    error:
      /authors\/8-owen-castellano\.yaml:2 field "name": the author "Maya {2}Ellison" makes the slug "maya-ellison" of "Maya Ellison" \(.*authors\/1-maya-ellison\.yaml:2\)/,
  },
  {
    name: "a category's copy naming a category no post has",
    module: 'blog',
    file: 'blog/categories/3-growth.yaml',
    from: /^name: Growth$/m,
    to: 'name: Grwoth',
    error: /categories\/3-growth\.yaml:3 field "name": no post has the category "Grwoth"/,
  },
  {
    name: 'a comment replying to no earlier comment',
    module: 'blog',
    file: 'blog/comments.yaml',
    from: /replyTo: \d+/,
    to: 'replyTo: 999',
    error:
      /blog\/comments\.yaml:\d+ field "comments\.\d+\.replyTo": must be an earlier top-level comment/,
  },
]

describe('a broken file fails its domain, naming file, line and field', () => {
  it.each(cases)('$name', async ({ module, file, from, to, error }) => {
    const copy = scratchCopy()
    edit(copy, file, from, to)
    expect(await load(copy, DOMAINS[module])).toMatch(error)
  })

  it('a missing settings file', async () => {
    const copy = scratchCopy()
    rmSync(path.join(copy, 'site', 'settings.yaml'))
    expect(await load(copy, DOMAINS.site)).toMatch(
      /site\/settings\.yaml:1 field "\(file\)": the file is missing/,
    )
  })

  it('a second product with the id of another', async () => {
    const copy = scratchCopy()
    cpSync(
      path.join(copy, 'products/items/1-the-specialty-lines-field-guide.yaml'),
      path.join(copy, 'products/items/1-another-guide.yaml'),
    )
    expect(await load(copy, DOMAINS.products)).toMatch(
      /items\/1-the-specialty-lines-field-guide\.yaml:1 field "id": duplicates the id of .*1-another-guide\.yaml/,
    )
  })
})
