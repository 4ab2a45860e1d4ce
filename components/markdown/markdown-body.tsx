import type { Root } from 'hast'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { Img } from '@/components/ui/img'
import { Link } from '@/components/ui/link'
import { imageSource } from '@/lib/images/manifest'
import { isPhoto } from '@/lib/images/photo'
import { cn } from '@/lib/cn'
import { isSitePath, pageHref } from '@/lib/paths'

/**
 * Links and pictures in Markdown are written as site paths ('/pricing', '/images/a.svg'): they
 * take the path prefix here, like every other URL the site writes. Site links go through the
 * site's link; anything else stays a plain anchor.
 */
const components: Partial<Components> = {
  a: ({ href = '', ...props }) =>
    isSitePath(href) ? <Link href={href} {...props} /> : <a href={href} {...props} />,
  // The compiler has checked the alt text and set the file's width and height; a photo is drawn
  // from its variants, at the body's width (in the CMS's preview, from the file the CMS holds).
  img: ({ src, alt = '', ...props }) => {
    const source = typeof src === 'string' ? imageSource(src) : undefined
    if (source && isPhoto(source))
      return <Img src={source} alt={alt} width={source.width} height={source.height} slot="body" />
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={typeof source === 'string' ? pageHref(source) : source} alt={alt} {...props} />
  },
}

/**
 * A Markdown body compiled at build (content/shared/markdown.ts), rendered on the server: plain
 * HTML, no client code but the site's link. `children` go after the block at `insertAfter`, in a
 * box the prose styles leave alone.
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
      {split < blocks.length ? <div className="not-prose">{children}</div> : null}
      {render(blocks.slice(split))}
    </div>
  )
}
