import { PageBanner } from '@/components/layout/page-banner'
import { PageRelLinks } from '@/components/seo/page-rel-links'
import { Link } from '@/components/ui/link'
import { Section } from '@/components/ui/section'
import {
  SHOP_PATH,
  defaultShopQuery,
  shopPage,
  type ProductCategory,
  type ShopCard,
  type ShopControlLabels,
} from '@/content/products/client'
import type { ShopCategoryLink } from '@/content/products/shop-cards'
import { cn } from '@/lib/cn'
import { firstScreenSrc } from '@/lib/inline-image'
import type { ShopCategoryCopy, ShopCopy } from '@/content/products/schema'
import { ShopBrowser } from './shop-browser'
import { FIRST_ROW, ShopResults } from './shop-results'

/**
 * The links to every category's own pages, by the names the filter gives them, after 'All
 * products' (the shop); the list this page belongs to marked current (the page itself on its
 * first page). Plain links: a crawler without JavaScript follows them from the shop.
 */
function CategoryLinks({
  links,
  allLabel,
  current,
  page,
}: {
  links: readonly ShopCategoryLink[]
  allLabel: string
  current?: ProductCategory
  page: number
}) {
  const item = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold'
  const entries = [{ label: allLabel, path: SHOP_PATH, category: undefined }, ...links]
  return (
    <nav aria-label="Shop categories" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const here = entry.category === current
          return (
            <li key={entry.path}>
              <Link
                href={entry.path}
                aria-current={here ? (page === 1 ? 'page' : 'true') : undefined}
                className={cn(
                  item,
                  here
                    ? 'border-navy-800 bg-navy-800 text-white'
                    : 'border-line text-navy-800 hover:border-navy-800',
                )}
              >
                {entry.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The cards of a page's first row: their pictures ride in the page and paint with it. */
const firstViewsOf = (items: readonly ShopCard[]) =>
  items.slice(0, FIRST_ROW).map((card) => firstScreenSrc(card.img))

/**
 * One pre-rendered page of the shop in default order: its own 9 products, rendered on the
 * server. Sort and filter run in the browser (ShopBrowser) from the catalogue index. The pages
 * and the CMS's preview draw it.
 */
export function ShopListingView({
  page,
  banner,
  cards,
  labels,
  categories = [],
}: {
  page: number
  banner: ShopCopy['banner']
  cards: ShopCard[]
  labels: ShopControlLabels
  /** The links to the categories' own pages. */
  categories?: readonly ShopCategoryLink[]
}) {
  const query = { ...defaultShopQuery, page: String(page) }
  const result = shopPage(cards, query)
  return (
    <>
      <PageRelLinks basePath={SHOP_PATH} page={result.page} pages={result.pages} />
      <PageBanner list title={banner.title} lead={banner.lead} />
      {/* The site search reads the banner only: each product is found on its own page. */}
      <Section data-pagefind-ignore="all">
        <CategoryLinks links={categories} allLabel={labels.filter.all} page={page} />
        <ShopBrowser firstPage={page === 1} pages={result.pages} labels={labels}>
          <ShopResults
            result={result}
            query={query}
            labels={labels}
            firstViews={firstViewsOf(result.items)}
          />
        </ShopBrowser>
      </Section>
    </>
  )
}

/**
 * One pre-rendered page of a category's products, 9 a page in the shop's order: its own title and
 * lead, the category links, and the shop's grid. The pager leads to the category's own pages;
 * the sort and filter go on to the shop's, in the browser, starting from this category.
 */
export function ShopCategoryView({
  page,
  category,
  copy,
  path,
  cards,
  labels,
  categories,
}: {
  page: number
  category: ProductCategory
  copy: ShopCategoryCopy
  /** The category's first page. */
  path: string
  /** The category's products. */
  cards: ShopCard[]
  labels: ShopControlLabels
  categories: readonly ShopCategoryLink[]
}) {
  const query = { ...defaultShopQuery, page: String(page) }
  const result = shopPage(cards, query)
  return (
    <>
      <PageRelLinks basePath={path} page={result.page} pages={result.pages} />
      <PageBanner
        list
        title={copy.title}
        lead={copy.intro}
        crumbs={[{ href: SHOP_PATH, label: 'Shop' }, { label: copy.title }]}
      />
      <Section data-pagefind-ignore="all">
        <CategoryLinks
          links={categories}
          allLabel={labels.filter.all}
          current={category}
          page={page}
        />
        <ShopResults
          result={result}
          query={{ ...query, filter: category }}
          labels={labels}
          listPath={path}
          firstViews={firstViewsOf(result.items)}
        />
      </Section>
    </>
  )
}
