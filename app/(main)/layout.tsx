import type { ReactNode } from 'react'
import { PageChrome } from '@/components/layout/page-chrome'

/** Main pages: primary header and footer. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return <PageChrome variant="primary">{children}</PageChrome>
}
