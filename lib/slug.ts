/**
 * The URL slug of a name written in the content ('E&O' -> 'e-and-o', "Workers' Comp" ->
 * 'workers-comp', 'Réassurance' -> 'reassurance'): lower case, accents dropped, '&' read as
 * 'and', apostrophes dropped, any other run of non-alphanumerics a single hyphen. An empty
 * result means the name has nothing to spell a URL with.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
