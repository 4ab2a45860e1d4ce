// What `npm run new:post`, `new:product` and `new:faq` share: a new file of a collection is named
// {id}-{slug}, with the next id after the highest the folder's file names carry.

/** The id after the highest that the file names (`{id}-{slug}.ext`) carry; 1 in an empty folder. */
export function nextId(files) {
  return Math.max(0, ...files.map((name) => Number(/^(\d+)-/.exec(name)?.[1] ?? 0))) + 1
}

/** A title as a file name's slug: 'Flood & Quake: A First Look' -> 'flood-and-quake-a-first-look'. */
export function slugOf(title) {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
