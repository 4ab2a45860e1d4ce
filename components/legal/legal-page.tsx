import type { ReactNode } from 'react'
import { LegalView } from '@/components/legal/legal-view'
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

/** A legal document's page (components/legal/legal-view.tsx). `children` follow the body. */
export function LegalPage({ name, children }: { name: LegalName; children?: ReactNode }) {
  return <LegalView document={legalDocuments[name]}>{children}</LegalView>
}
