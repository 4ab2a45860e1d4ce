// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import BlogDetailsPage, { generateStaticParams } from '@/app/(site)/blog-details/[id]/page'
import BlogGridLaterPage from '@/app/(site)/blog-grid/page/[page]/page'
import BlogGridPage from '@/app/(site)/blog-grid/page'
import BlogLaterPage from '@/app/(site)/blog/page/[page]/page'
import BlogPage from '@/app/(site)/blog/page'
import ProjectDetailsV1Page from '@/app/(site)/project-details-v1/page'
import ProjectDetailsV2Page from '@/app/(site)/project-details-v2/page'
import ProjectV1Page from '@/app/(site)/project-v1/page'
import ProjectV2LaterPage from '@/app/(site)/project-v2/page/[page]/page'
import ProjectV2Page from '@/app/(site)/project-v2/page'
import ProjectV3Page from '@/app/(site)/project-v3/page'
import { blogPosts } from '@/content/blog'

// The first render pays for module loading, which is slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 })

const search = vi.hoisted(() => ({ value: '', replace: vi.fn() }))
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: () => new URLSearchParams(search.value),
  useRouter: () => ({ replace: search.replace, push: () => {} }),
}))

/**
 * React reports duplicate or missing keys (and other mistakes) with console.error, but only in its
 * development build: the exported site cannot show them, so the pages are rendered here.
 */
function renderWithoutWarnings(element: ReactElement) {
  const errors = vi.spyOn(console, 'error')
  render(element)
  expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([])
  errors.mockRestore()
}

const pages: [string, () => ReactElement][] = [
  ['/blog', () => <BlogPage />],
  ['/blog-grid', () => <BlogGridPage />],
  ['/project-v1', () => <ProjectV1Page />],
  ['/project-v2', () => <ProjectV2Page />],
  ['/project-v3', () => <ProjectV3Page />],
  ['/project-details-v1', () => <ProjectDetailsV1Page />],
  ['/project-details-v2', () => <ProjectDetailsV2Page />],
]

describe('showcase pages render without React warnings', () => {
  for (const [route, page] of pages) {
    it(route, () => {
      search.value = 'page=2'
      renderWithoutWarnings(page())
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    })
  }

  for (const [route, later] of [
    ['/blog/page/2', BlogLaterPage],
    ['/blog-grid/page/2', BlogGridLaterPage],
    ['/project-v2/page/2', ProjectV2LaterPage],
  ] as const) {
    it(route, async () => {
      search.value = ''
      renderWithoutWarnings(await later({ params: Promise.resolve({ page: '2' }) }))
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
      expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    })
  }

  it('an old ?page=2 link on a list moves to the page URL', () => {
    search.value = 'page=2'
    search.replace.mockClear()
    render(<BlogPage />)
    expect(search.replace).toHaveBeenCalledWith('/blog/page/2', { scroll: false })
  })

  it('every /blog-details/{id} page', async () => {
    const params = generateStaticParams()
    expect(params.map((p) => p.id)).toEqual(blogPosts.map((post) => String(post.id)))
    for (const { id } of params) {
      const element = await BlogDetailsPage({ params: Promise.resolve({ id }) })
      renderWithoutWarnings(element)
      const post = blogPosts.find((candidate) => String(candidate.id) === id)!
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title)
      document.body.innerHTML = ''
    }
  })
})
