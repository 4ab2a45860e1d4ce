/**
 * What the previews use of Decap CMS: its globals (the registry, and the createClass and h it
 * lends out for components of its own React) and the props it gives a preview template.
 */
import type { ReactNode } from 'react'

/** An Immutable.js value as Decap passes it: read with get, or whole with toJS. */
export type Immutable = { get(key: string): unknown; toJS(): unknown }

/** A file the CMS holds for a path: the site's, or a blob: URL of one chosen and not yet saved. */
export type AssetProxy = { toString(): string }

/** Another entry, as Decap's getCollection resolves it: its data as the file holds it. */
export type OtherEntry = { get(key: 'data' | 'path'): unknown }

/** Decap's reader of other entries: one by its slug, or all of a collection. */
export type GetCollection = {
  (collection: string, slug: string): Promise<OtherEntry | undefined>
  (collection: string): Promise<OtherEntry[]>
}

/** The entry open in the editor: its form's values, its file's path, its slug. */
export type DecapEntry = {
  get(key: 'data' | 'mediaFiles'): Immutable | undefined
  get(key: 'path' | 'slug'): unknown
}

/** The props Decap gives a preview template (the ones used here). */
export type DecapPreviewProps = {
  entry: DecapEntry
  collection: Immutable
  /** The form's fields (an Immutable list of their settings). */
  fields: unknown
  /** The file the CMS holds for a path chosen in `field` (whose media folder it is in). */
  getAsset: (path: string, field?: Immutable) => AssetProxy | undefined
  getCollection: GetCollection
}

/** A component of Decap's own React: a class made by its createClass. */
export type DecapComponent = { readonly decapComponent: unique symbol }

type ClassSpec<State> = ThisType<State & { props: DecapPreviewProps }> & {
  componentDidMount(): void
  componentDidUpdate(): void
  componentWillUnmount(): void
  render(): unknown
}

export type DecapGlobals = {
  CMS: {
    registerPreviewTemplate(name: string, component: DecapComponent): void
    registerPreviewStyle(href: string): void
  }
  createClass<State>(spec: ClassSpec<State> & Partial<State>): DecapComponent
  h(type: string, props: Record<string, unknown>): ReactNode
}

declare global {
  interface Window {
    CMS?: DecapGlobals['CMS']
    createClass?: DecapGlobals['createClass']
    h?: DecapGlobals['h']
  }
}

/** Decap's globals, once its bundle has run (the admin page loads it before this one). */
export function decap(): DecapGlobals {
  const { CMS, createClass, h } = window
  if (!CMS || !createClass || !h) throw new Error('Decap CMS must load before the previews')
  return { CMS, createClass, h }
}
