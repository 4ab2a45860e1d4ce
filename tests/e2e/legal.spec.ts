import { legalDocuments } from '../../content/site'
import { expect, test } from './support/shared-tab'

const pages = [
  { path: '/termsofuse', doc: legalDocuments.terms },
  { path: '/privacy', doc: legalDocuments.privacy },
  { path: '/cookiepolicy', doc: legalDocuments.cookies },
]

for (const { path, doc } of pages) {
  test(`${path} renders every section of '${doc.title}'`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
    await expect(page.locator('main h2')).toHaveText(
      doc.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text),
    )
  })
}

test('the legal texts cover every point of the spec', async ({ page }) => {
  await page.goto('/termsofuse')
  const terms = page.locator('main')
  await expect(terms).toContainText('not an insurer')
  await expect(terms).toContainText(/one \(1\) year|one year/i)
  await expect(terms).toContainText(/30 days['’]? written notice/i)
  await expect(terms).toContainText(/30-day cure period/i)
  await expect(terms).toContainText('Georgia')
  await expect(terms).toContainText(/capped at the fees you have paid/i)

  await page.goto('/privacy')
  await expect(page.locator('main')).toContainText(/carriers/)

  await page.goto('/cookiepolicy')
  const cookies = page.locator('main')
  for (const kind of ['Essential', 'Analytical', 'Functionality'])
    await expect(cookies).toContainText(new RegExp(kind, 'i'))
  await expect(cookies).toContainText(/browser/i)
})
