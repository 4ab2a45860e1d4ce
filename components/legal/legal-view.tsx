import type { ReactNode } from 'react'
import { PageBanner } from '@/components/layout/page-banner'
import { MarkdownBody } from '@/components/markdown/markdown-body'
import { TableOfContents } from '@/components/markdown/table-of-contents'
import { Container } from '@/components/ui/container'
import type { LegalDocument } from '@/content/site/schema'

/**
 * A legal page under the header: the document with a table of contents; all static text.
 * `children` follow the body. The pages and the CMS's preview draw it.
 */
export function LegalView({
  document,
  children,
}: {
  document: Pick<LegalDocument, 'title' | 'description' | 'updated' | 'body' | 'headings'>
  children?: ReactNode
}) {
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
