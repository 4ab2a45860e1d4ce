/**
 * How a preview reaches the pane. Decap renders a template with the React inside its own bundle,
 * and lends out only `createClass` and `h` for it, never React itself: a component of ours that
 * called a hook there would be calling this bundle's React, which Decap's is not rendering, and
 * fail. The site's components have hooks (tabs, the gallery, the cart's store), so the previews
 * run on this bundle's React, the site's own version: the template Decap renders is a bare <div>
 * of its React, and on mount this bundle opens a React root of its own in that <div>, renders the
 * preview into it on every change of the entry, and closes it with the pane. Each React keeps to
 * its own subtree; events inside ours are handled by our root's own listeners.
 */
import { createRoot, type Root } from 'react-dom/client'
import type { ReactNode } from 'react'
import { decap, type DecapComponent, type DecapPreviewProps } from './decap'
import { wearSiteLook } from './site-look'

type Mounted = { host: HTMLElement | null; root: Root | null }

/** A Decap preview template drawing `render(props)` with this bundle's React. */
export function previewTemplate(render: (props: DecapPreviewProps) => ReactNode): DecapComponent {
  const { createClass, h } = decap()
  return createClass<Mounted>({
    host: null,
    root: null,
    componentDidMount() {
      if (!this.host) return
      void wearSiteLook(this.host.ownerDocument)
      this.root = createRoot(this.host)
      this.root.render(render(this.props))
    },
    componentDidUpdate() {
      this.root?.render(render(this.props))
    },
    componentWillUnmount() {
      // Decap is committing its own tree: close ours after it, not during.
      const root = this.root
      this.root = null
      queueMicrotask(() => root?.unmount())
    },
    render() {
      return h('div', {
        ref: (node: HTMLElement | null) => {
          this.host = node
        },
      })
    },
  })
}
