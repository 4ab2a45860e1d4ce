/** The check of the site's menus: every link leads to a page the site has. Pure: the build and the CMS's preview run it. */
import { problemAt, type ContentProblem, type ItemSource } from '@/lib/content-files/validate'
import type { SiteSettings } from '@/lib/schemas/site'
import { STATIC_ROUTES } from '@/lib/seo'

const routes = new Set<string>(STATIC_ROUTES)

/** A problem for each menu link of the settings (written at `source`) to no page of the site. */
export function menuProblems(
  navigation: SiteSettings['navigation'],
  source: ItemSource,
): ContentProblem[] {
  return [
    ...navigation.main.flatMap((link, index) =>
      routes.has(link.href) ? [] : [[['navigation', 'main', index, 'href'], link.href] as const],
    ),
    ...(['primaryFooter', 'alternateFooter'] as const).flatMap((footer) =>
      navigation[footer].flatMap((group, groupIndex) =>
        group.links.flatMap((link, index) =>
          routes.has(link.href)
            ? []
            : [[['navigation', footer, groupIndex, 'links', index, 'href'], link.href] as const],
        ),
      ),
    ),
  ].map(([at, href]) => problemAt(source, at, `no page ${href} on this site`))
}
