import { PageBanner } from '@/components/layout/page-banner'
import { Container } from '@/components/ui/container'
import type { LegalDocument } from '@/content/site'

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A legal document with a table of contents; all static text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner title={document.title} lead={document.description}>
        <p className="mt-3 text-sm text-navy-100">{document.updated}</p>
      </PageBanner>
      <Container className="grid gap-10 py-12 md:py-16 lg:grid-cols-[240px_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-sm font-semibold tracking-wider text-ink uppercase">
            On this page
          </p>
          <ol className="space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a
                  href={`#${slug(section.heading)}`}
                  className="inline-flex min-h-9 items-center text-muted hover:text-accent-strong"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-copy">
          {document.sections.map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)}>
              <h2 id={slug(section.heading)} className="scroll-mt-24 first:mt-0">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  )
}
