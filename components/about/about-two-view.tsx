import { Link } from '@/components/ui/link'
import { FaqSection } from '@/components/faq/faq-section'
import { PageBanner } from '@/components/layout/page-banner'
import { AboutBlock } from '@/components/marketing/about-block'
import { LatestPosts } from '@/components/marketing/latest-posts'
import { VideoBanner } from '@/components/marketing/video-banner'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { Section } from '@/components/ui/section'
import type { BlogPost } from '@/content/blog/schema'
import type { FaqItem } from '@/content/faq/schema'
import type { AboutBlockContent, Testimonial, Video } from '@/content/marketing/schema'
import type { AboutTwoPageCopy } from '@/content/pages/schema'

/**
 * /about-us-2 under the header: the about block, testimonials, the intro video, common questions
 * and the home page's posts.
 */
export function AboutTwoView({
  copy,
  aboutBlock,
  testimonials,
  video,
  questions,
  posts,
}: {
  copy: AboutTwoPageCopy
  aboutBlock: AboutBlockContent
  testimonials: Testimonial[]
  /** The intro video. */
  video: Video
  /** The FAQ items marked open by default. */
  questions: FaqItem[]
  /** The posts of page 'home'. */
  posts: BlogPost[]
}) {
  return (
    <>
      <PageBanner title={copy.banner.title} eyebrow={copy.banner.eyebrow} lead={copy.banner.lead} />

      <AboutBlock content={aboutBlock} variant="alternate" />

      <Section
        heading={{
          id: 'about2-testimonials-heading',
          eyebrow: copy.testimonials.eyebrow,
          title: copy.testimonials.title,
          align: 'center',
        }}
      >
        <TestimonialSlider
          label="Client testimonials"
          testimonials={testimonials}
          variant="centered"
          fade
          dots
          className="mx-auto max-w-3xl"
        />
      </Section>

      <VideoBanner video={video} {...copy.video} />

      <FaqSection id="about2-faq-heading" tone="alt" {...copy.faq} items={questions}>
        <Link
          href="/faq"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        >
          {copy.faq.link}
        </Link>
      </FaqSection>

      <Section
        heading={{
          id: 'about2-blog-heading',
          eyebrow: copy.blog.eyebrow,
          title: copy.blog.title,
        }}
      >
        <LatestPosts posts={posts} />
      </Section>
    </>
  )
}
