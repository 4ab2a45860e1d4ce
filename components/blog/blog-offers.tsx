import { CouponBox } from '@/components/blog/coupon-box'
import { NewsletterBox } from '@/components/marketing/newsletter-box'
import { Container } from '@/components/ui/container'
import type { ReaderOffer } from '@/content/blog/schema'

/** The newsletter box and the reader offer under the blog's list (the search leaves them out). */
export function BlogOffers({ offer }: { offer: ReaderOffer }) {
  return (
    <Container
      data-pagefind-ignore="all"
      className="grid gap-8 pb-12 md:pb-20 xl:grid-cols-[minmax(0,1fr)_340px]"
    >
      <NewsletterBox layout="banner" />
      <CouponBox offer={offer} />
    </Container>
  )
}
