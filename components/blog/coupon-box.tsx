import type { ReaderOffer } from '@/content/blog/schema'

/** The blog's coupon box: the reader offer and its code, no logic (like the newsletter box). */
export function CouponBox({ offer: blogCoupon }: { offer: ReaderOffer }) {
  return (
    <section
      aria-labelledby="blog-coupon-heading"
      className="flex h-full flex-col rounded-card border-2 border-dashed border-accent-strong bg-white p-6 sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wider text-accent-strong uppercase">
        {blogCoupon.eyebrow}
      </p>
      <h2 id="blog-coupon-heading" className="mt-2 text-2xl font-bold text-ink">
        {blogCoupon.title}
      </h2>
      <p className="mt-2 text-muted">{blogCoupon.text}</p>
      <p className="mt-4 text-ink">
        Code:{' '}
        <code className="rounded-control bg-surface-alt px-3 py-1.5 font-mono text-lg font-bold tracking-widest">
          {blogCoupon.code}
        </code>
      </p>
      <p className="mt-auto pt-4 text-sm text-muted">{blogCoupon.note}</p>
    </section>
  )
}
