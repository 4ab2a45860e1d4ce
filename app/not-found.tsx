import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { PageChrome } from '@/components/layout/page-chrome'
import { pageTitle } from '@/lib/metadata'

export const metadata: Metadata = {
  title: { absolute: pageTitle('Page Not Found') },
  description: 'The page you asked for does not exist on the Coverbridge site.',
  // Next adds <meta name="robots" content="noindex"> to the not-found page itself.
}

/** Exported as out/404.html: static hosts serve it, with status 404, for every unknown path. */
export default function NotFound() {
  return (
    <PageChrome variant="primary">
      <NotFoundContent />
    </PageChrome>
  )
}
