/** The site's shape for a compiled Markdown tree: anchored headings, figures, scrolling tables. */
import type { Element, ElementContent, Root as HastRoot } from 'hast'

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children })

export const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : ''

/**
 * Gives the HTML its site shape: an anchor link beside each h2–h4, a picture alone in its
 * paragraph as a figure with its title as caption (lazy, sized from the file), tables in a box of
 * their own that scrolls sideways on a phone.
 */
export function shapeTree(tree: HastRoot) {
  let tables = 0
  const shape = (children: HastRoot['children']) => {
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!
      if (node.type !== 'element') continue
      if (/^h[2-4]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        const id = node.properties.id
        const label = textOf(node)
        children[index] = element('div', { className: ['heading-row'] }, [
          node,
          element(
            'a',
            {
              href: `#${id}`,
              className: ['heading-anchor'],
              ariaLabel: `Link to section: ${label}`,
            },
            [{ type: 'text', value: '#' }],
          ),
        ])
        continue
      }
      const only = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()))
      const img = only.length === 1 ? only[0] : undefined
      if (node.tagName === 'p' && img?.type === 'element' && img.tagName === 'img') {
        const caption = typeof img.properties.title === 'string' ? img.properties.title : null
        delete img.properties.title
        Object.assign(img.properties, { loading: 'lazy', decoding: 'async' })
        children[index] = element('figure', {}, [
          img,
          ...(caption
            ? [element('figcaption', {}, [{ type: 'text' as const, value: caption }])]
            : []),
        ])
        continue
      }
      if (node.tagName === 'table') {
        tables += 1
        // A named section is a region: focusable, so a keyboard can scroll it sideways.
        children[index] = element(
          'section',
          {
            className: ['table-scroll'],
            tabIndex: 0,
            ariaLabel: `Table ${tables}`,
          },
          [node],
        )
        continue
      }
      shape(node.children)
    }
  }
  shape(tree.children)
}
