/**
 * A preview: which collection (or file of a files collection) it draws, the schema the build
 * checks that file with, and the component that draws the checked value as its page does. What
 * fails the schema is shown as the build's messages instead; what throws while drawing (a bug,
 * not the author's) says so too, rather than leaving the pane blank.
 */
import { Component, type ComponentType, type ReactNode } from 'react'
import type { z } from 'zod'
import { checkEntry, type EntryFile } from './entry'
import { Problems } from './problems'

export type Preview = {
  collection: string
  /** A file's name in a files collection; none for a folder collection. */
  file?: string
  schema: z.ZodType
  draw(entry: EntryFile): ReactNode
}

export type DrawProps<S extends z.ZodType> = { value: z.output<S>; entry: EntryFile }

export function preview<S extends z.ZodType>(
  where: { collection: string; file?: string },
  schema: S,
  Draw: ComponentType<DrawProps<S>>,
): Preview {
  return {
    ...where,
    schema,
    draw(entry) {
      const checked = checkEntry(schema, entry)
      return checked.ok ? (
        <Draw value={checked.value} entry={entry} />
      ) : (
        <Problems problems={checked.problems} />
      )
    },
  }
}

/** The page's <main>, as the site's layout wraps every page. */
export function PreviewMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex-1">
      <Fallback>{children}</Fallback>
    </main>
  )
}

class Fallback extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) }
  }

  // The next change of the entry draws again.
  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.error !== null && previous.children !== this.props.children) {
      this.setState({ error: null })
    }
  }

  render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <Problems problems={[`The preview could not draw this entry: ${this.state.error}`]} />
    )
  }
}
