import type { ReactNode } from 'react'
import { Thumb } from '@/components/ui/picture'
import { Link } from '@/components/ui/link'
import { productPath, type ProductSnapshot } from '@/content/products/client'

export type LineColumn<T> = {
  header: ReactNode
  headerClassName?: string
  cell: (item: T) => ReactNode
  cellClassName?: string
  testId?: string
}

/**
 * A list of shop lines (the cart, the wishlist): a table from md up, stacked cards on phones.
 * The two markups hold the same lines, one shown per width; `columns` describes the table and
 * `card` a phone card's content.
 */
export function LineList<T extends { id: number }>({
  label,
  items,
  columns,
  rowTestId,
  card,
  cardTestId,
}: {
  label: string
  items: readonly T[]
  columns: LineColumn<T>[]
  rowTestId: string
  card: (item: T) => ReactNode
  cardTestId?: string
}) {
  return (
    <>
      <table className="hidden w-full text-left md:table">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={column.headerClassName ?? 'pb-3 font-semibold'}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id} data-testid={rowTestId}>
              {columns.map((column, index) => (
                <td
                  key={index}
                  data-testid={column.testId}
                  className={column.cellClassName ?? 'py-4 pr-4'}
                >
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-4 md:hidden" aria-label={label}>
        {items.map((item) => (
          <li
            key={item.id}
            data-testid={cardTestId}
            className="rounded-card border border-line bg-white p-4"
          >
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  )
}

/** A line's product: its image and title, both linking to its page, and any details below. */
export function LineProduct({
  item,
  children,
}: {
  item: Pick<ProductSnapshot, 'id' | 'img' | 'photo' | 'title'>
  children?: ReactNode
}) {
  const href = productPath(item.id)
  const title = (
    <Link href={href} className="font-semibold text-ink hover:text-accent-strong hover:underline">
      {item.title}
    </Link>
  )
  return (
    <div className="flex items-center gap-4">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Thumb
          src={item.photo ?? item.img}
          size={80}
          className="size-20 rounded-control border border-line bg-surface-alt"
        />
      </Link>
      {children ? (
        <div>
          {title}
          {children}
        </div>
      ) : (
        title
      )}
    </div>
  )
}

/**
 * The round remove button of a line, named for the item and the list it leaves; `symbol` is the
 * glyph the list shows.
 */
export function RemoveLineButton({
  item,
  from,
  symbol,
  onRemove,
}: {
  item: { id: number; title: string }
  from: 'cart' | 'wishlist'
  symbol: string
  onRemove: (id: number) => void
}) {
  return (
    <button
      type="button"
      onClick={() => onRemove(item.id)}
      aria-label={`Remove ${item.title} from ${from}`}
      className="inline-flex size-11 items-center justify-center rounded-full text-xl text-muted hover:bg-red-50 hover:text-danger"
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  )
}
