/**
 * Other files of the content, for the parts of a page that come from them (a product's category
 * name, a post author's designation, the other members of a team grid, a page's copy around an
 * item): read through the CMS from the files as they are saved now, checked against their schema.
 * A hook gives undefined until a file has arrived, null if it cannot be read or fails its schema.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { z } from 'zod'
import type { GetCollection, OtherEntry } from './decap'

const OtherFilesContext = createContext<GetCollection | null>(null)

export function OtherFiles({ read, children }: { read: GetCollection; children: ReactNode }) {
  return <OtherFilesContext.Provider value={read}>{children}</OtherFilesContext.Provider>
}

/** What `load` resolves to, checked by `check`: undefined until then, null on failure. */
function useLoaded<T, R>(
  load: (read: GetCollection) => Promise<T>,
  check: (loaded: T) => R | undefined,
  key: string,
): R | null | undefined {
  const read = useContext(OtherFilesContext)
  const [loaded, setLoaded] = useState<{ key: string; value: R | null }>()
  useEffect(() => {
    if (!read) return
    let current = true
    const settle = (value: R | null) => current && setLoaded({ key, value })
    load(read).then(
      (result) => settle(check(result) ?? null),
      () => settle(null),
    )
    return () => {
      current = false
    }
    // The key names what is loaded: the functions are made anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, key])
  return loaded?.key === key ? loaded.value : undefined
}

const parsed = <S extends z.ZodType>(schema: S, entry: OtherEntry | undefined) => {
  const result = schema.safeParse(entry?.get('data'))
  return result.success ? result.data : undefined
}

/** One file of a files collection, or one entry of a folder collection, by its slug. */
export function useOtherFile<S extends z.ZodType>(collection: string, slug: string, schema: S) {
  return useLoaded(
    (read) => read(collection, slug),
    (entry) => parsed(schema, entry),
    `${collection}/${slug}`,
  )
}

/** The site's order of a list: by `order` where the items have one, else by id. */
function rank(item: unknown): number {
  if (typeof item !== 'object' || item === null) return 0
  const order = 'order' in item ? item.order : undefined
  const id = 'id' in item ? item.id : undefined
  return typeof order === 'number' ? order : typeof id === 'number' ? id : 0
}

/**
 * Every entry of a folder collection that passes its schema, but the one at `except`, in the
 * order the site lists them.
 */
export function useOtherEntries<S extends z.ZodType>(
  collection: string,
  schema: S,
  except?: string,
) {
  return useLoaded(
    (read) => read(collection),
    (entries) =>
      entries
        .flatMap((entry) => (entry.get('path') === except ? [] : (parsed(schema, entry) ?? [])))
        .sort((a, b) => rank(a) - rank(b)),
    `${collection}:${except ?? ''}`,
  )
}

/**
 * The entry open in the editor among the other entries of its collection, as a page lists them:
 * the value of the form in place of its saved file, in the site's order. Alone until the others
 * have arrived.
 */
export function useAmongOthers<S extends z.ZodType>(
  collection: string,
  schema: S,
  file: string,
  value: z.output<S>,
): z.output<S>[] {
  const others = useOtherEntries(collection, schema, file) ?? []
  return [...others, value].sort((a, b) => rank(a) - rank(b))
}
