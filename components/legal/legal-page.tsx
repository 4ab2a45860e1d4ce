import type { ReactNode } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { MarkdownBody } from '@/components/markdown/markdown-body'
import { TableOfContents } from '@/components/markdown/table-of-contents'
import { Container } from '@/components/ui/container'
import { legalDocuments } from '@/content/site'
import { pageMetadata } from '@/lib/metadata'

/** Where each legal document is published. */
const LEGAL_PATHS = {
  terms: '/termsofuse',
  privacy: '/privacy',
  cookies: '/cookiepolicy',
} as const satisfies Record<keyof typeof legalDocuments, string>

type LegalName = keyof typeof LEGAL_PATHS

/** A legal page's metadata: the document's own title and description. */
export function legalMetadata(name: LegalName) {
  const { title, description } = legalDocuments[name]
  return pageMetadata({ title, description, path: LEGAL_PATHS[name] })
}

/** A legal document with a table of contents; all static text. `children` follow the body. */
export function LegalPage({ name, children }: { name: LegalName; children?: ReactNode }) {
  const document = legalDocuments[name]
  return (
    <>
      <PageBanner title={document.title} lead={document.description}>
        <p className="mt-3 text-sm text-navy-100">{document.updated}</p>
      </PageBanner>
      <Container className="grid gap-10 py-12 md:py-16 lg:grid-cols-[240px_minmax(0,1fr)]">
        <TableOfContents
          headings={document.headings}
          label="On this page"
          className="lg:sticky lg:top-24 lg:self-start"
        />
        <div>
          <MarkdownBody tree={document.body} />
          {children}
        </div>
      </Container>
    </>
  )
}
