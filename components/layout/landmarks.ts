/** The footer's id: the root layout's first frame waits until the document is parsed down to it. */
export const SITE_FOOTER_ID = 'site-footer'
