/**
 * Other files of the content, for the parts of a page that come from them (a product's category
 * name and the shop's promises, a post author's designation): read through the CMS from the files
 * as they are saved now, checked against their schema. Until they arrive, or if one fails its
 * schema, the page is drawn without them.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { z } from 'zod'
import type { GetCollection, OtherEntry } from './decap'

const OtherFilesContext = createContext<GetCollection | null>(null)

export function OtherFiles({ read, children }: { read: GetCollection; children: ReactNode }) {
  return <OtherFilesContext.Provider value={read}>{children}</OtherFilesContext.Provider>
}

/** What `load` resolves to once it has, checked by `check`; undefined until then or on failure. */
function useLoaded<T, R>(
  load: ((read: GetCollection) => Promise<T>) | null,
  check: (loaded: T) => R | undefined,
  key: string,
): R | undefined {
  const read = useContext(OtherFilesContext)
  const [value, setValue] = useState<{ key: string; value: R | undefined }>()
  useEffect(() => {
    if (!read || !load) return
    let current = true
    load(read).then(
      (loaded) => current && setValue({ key, value: check(loaded) }),
      () => undefined,
    )
    return () => {
      current = false
    }
    // The key names what is loaded: the functions are made anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, key])
  return value?.key === key ? value.value : undefined
}

const parsed = <S extends z.ZodType>(schema: S, entry: OtherEntry | undefined) => {
  const result = schema.safeParse(entry?.get('data'))
  return result.success ? result.data : undefined
}

/** One file of a files collection, or one entry of a folder collection, by its slug. */
export function useOtherFile<S extends z.ZodType>(
  collection: string,
  slug: string,
  schema: S,
): z.output<S> | undefined {
  return useLoaded(
    (read) => read(collection, slug),
    (entry) => parsed(schema, entry),
    `${collection}/${slug}`,
  )
}

/** Every entry of a folder collection that passes its schema. */
export function useOtherEntries<S extends z.ZodType>(
  collection: string,
  schema: S,
): z.output<S>[] | undefined {
  return useLoaded(
    (read) => read(collection),
    (entries) => entries.flatMap((entry) => parsed(schema, entry) ?? []),
    collection,
  )
}
