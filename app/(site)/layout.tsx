import type { ReactNode } from 'react'
import { PageChrome } from '@/components/layout/page-chrome'

/** Template, blog, project, team, service, FAQ and testimonial pages: alternate header and footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <PageChrome variant="alternate">{children}</PageChrome>
}
