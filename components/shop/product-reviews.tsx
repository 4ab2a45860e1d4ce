import { Thumb } from '@/components/ui/picture'
import { Rating } from '@/components/ui/rating'
import type { Review } from '@/content/products'
import { imageSource } from '@/lib/images/manifest'

/** The Feedback tab: every review with its stars. */
export function ProductReviews({ reviews, title }: { reviews: Review[]; title: string }) {
  if (reviews.length === 0) {
    return <p className="text-muted">No one has reviewed {title} yet.</p>
  }
  return (
    <ul className="space-y-6">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-4 border-b border-line pb-6 last:border-b-0">
          <Thumb
            src={imageSource(review.user)}
            size={56}
            className="size-14 shrink-0 rounded-full"
          />
          <div>
            <p className="font-semibold text-ink">{review.name}</p>
            <Rating value={review.rating} size={16} className="mt-1" />
            <p className="mt-2 text-muted">{review.review_text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
