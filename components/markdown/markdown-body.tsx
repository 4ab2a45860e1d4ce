import type { Root } from 'hast'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

/** Links in Markdown: site paths through the site's link, anything else a plain anchor. */
const components: Partial<Components> = {
  a: ({ href = '', ...props }) =>
    href.startsWith('/') && !href.startsWith('//') ? (
      <Link href={href} {...props} />
    ) : (
      <a href={href} {...props} />
    ),
}

/**
 * A Markdown body compiled at build (content/shared/markdown.ts), rendered on the server: plain
 * HTML, no client code but the site's link. `children` go after the block at `insertAfter`.
 */
export function MarkdownBody({
  tree,
  className,
  insertAfter,
  children,
}: {
  tree: Root
  className?: string
  insertAfter?: number
  children?: React.ReactNode
}) {
  const blocks = tree.children.filter((node) => node.type !== 'text' || node.value.trim())
  const render = (nodes: Root['children']) =>
    toJsxRuntime({ type: 'root', children: nodes }, { Fragment, jsx, jsxs, components })
  const split =
    insertAfter !== undefined && insertAfter < blocks.length ? insertAfter : blocks.length
  return (
    <div className={cn('prose-copy', className)}>
      {render(blocks.slice(0, split))}
      {split < blocks.length ? children : null}
      {render(blocks.slice(split))}
    </div>
  )
}
