import type { ReactNode } from 'react'
import { GalleryLightbox } from '@/components/gallery/gallery-lightbox'
import { Container } from '@/components/ui/container'
import type { PortfolioItem } from '@/content/projects'
import { photoFor } from '@/lib/images/manifest'

/** A page's project tiles, with the one lightbox that shows their pictures in the same order. */
export function ProjectGallery({
  items,
  children,
}: {
  items: PortfolioItem[]
  children: ReactNode
}) {
  const images = items.map((item) => {
    const photo = photoFor(item.img)
    return {
      src: item.img,
      width: photo?.width ?? item.width,
      height: photo?.height ?? item.height,
      alt: item.title,
      ...(photo ? { photo } : {}),
    }
  })
  return (
    <Container className="py-12 md:py-20">
      <GalleryLightbox images={images}>{children}</GalleryLightbox>
    </Container>
  )
}
