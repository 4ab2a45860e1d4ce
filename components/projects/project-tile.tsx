import { useId } from 'react'
import { Img } from '@/components/ui/img'
import { Link } from '@/components/ui/link'
import { LightboxTrigger } from '@/components/gallery/gallery-lightbox'
import type { PortfolioItem } from '@/content/projects'
import { cn } from '@/lib/cn'
import { firstScreenSrc } from '@/lib/inline-image'
import { imageSource } from '@/lib/images/manifest'

/**
 * A gallery image with its plus button (opens the lightbox at this image), tags and a title that
 * links to the project's details page. The site search leaves tiles out: the project is found on
 * its own page.
 */
export function ProjectTile({
  item,
  index,
  href,
  tags,
  priority,
  className,
}: {
  item: PortfolioItem
  /** Position of the image in the surrounding GalleryLightbox. */
  index: number
  href: string
  /** Captions above the title; the item's own tags unless given. */
  tags?: readonly string[]
  /** A tile of the gallery's first screen: its image rides in the page. */
  priority?: boolean
  className?: string
}) {
  const headingId = useId()
  return (
    <article
      data-pagefind-ignore="all"
      aria-labelledby={headingId}
      className={cn('group', className)}
    >
      <div className="relative overflow-hidden rounded-card bg-surface-alt">
        <Img
          src={priority ? firstScreenSrc(item.img) : imageSource(item.img)}
          alt={`${item.title}: project preview`}
          width={item.width}
          height={item.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <LightboxTrigger
          index={index}
          label={`View larger: ${item.title}`}
          className="absolute top-4 right-4"
        />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {(tags ?? item.tags).map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong"
          >
            {tag}
          </li>
        ))}
      </ul>
      <h2 id={headingId} className="mt-3 text-xl leading-snug font-bold text-ink sm:text-2xl">
        <Link href={href} className="hover:text-accent-strong hover:underline">
          {item.title}
        </Link>
      </h2>
      {item.sub_title ? <p className="mt-1 text-muted">{item.sub_title}</p> : null}
    </article>
  )
}
