import { Link } from '@/components/ui/link'
import { FaqSection } from '@/components/faq/faq-section'
import { PageBanner } from '@/components/layout/page-banner'
import { AboutBlock } from '@/components/marketing/about-block'
import { LatestPosts } from '@/components/marketing/latest-posts'
import { VideoBanner } from '@/components/marketing/video-banner'
import { TestimonialSlider } from '@/components/testimonials/testimonial-slider'
import { Section } from '@/components/ui/section'
import { blogPosts } from '@/content/blog'
import { aboutBlocks, videos, testimonials } from '@/content/marketing'
import { faqItems } from '@/content/faq'
import { aboutTwoPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'About Coverbridge',
  description:
    'Who we are, what brokers say about us, a two-minute intro video, answers to common questions and the latest from our blog.',
  path: '/about-us-2',
})

export default function AboutUsTwoPage() {
  const homePosts = blogPosts.filter((post) => post.page === 'home')
  const commonQuestions = faqItems.filter((item) => item.isShow)
  const { banner, video, faq, blog } = aboutTwoPage
  return (
    <>
      <PageBanner title={banner.title} eyebrow={banner.eyebrow} lead={banner.lead} />

      <AboutBlock content={aboutBlocks.alternate} variant="alternate" />

      <Section
        heading={{
          id: 'about2-testimonials-heading',
          eyebrow: aboutTwoPage.testimonials.eyebrow,
          title: aboutTwoPage.testimonials.title,
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

      <VideoBanner video={videos.intro} {...video} />

      <FaqSection id="about2-faq-heading" tone="alt" {...faq} items={commonQuestions}>
        <Link
          href="/faq"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        >
          {faq.link}
        </Link>
      </FaqSection>

      <Section
        heading={{
          id: 'about2-blog-heading',
          eyebrow: blog.eyebrow,
          title: blog.title,
        }}
      >
        <LatestPosts posts={homePosts} />
      </Section>
    </>
  )
}
