export function routeOf(relativeFile: string): string
export function searchType(route: string): 'page' | 'post' | 'product' | 'project'
export function isSearchable(route: string, html: string): boolean
export function separateElements(html: string): string
export function withoutInlineImages(html: string): string
