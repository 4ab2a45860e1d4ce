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
  return (
    <>
      <PageBanner
        title="About Coverbridge"
        eyebrow="Insurance technology for brokers"
        lead="We give brokers, agents and MGAs one portal to rate, quote and bind specialty insurance, and a licensed team that answers the same day."
      />

      <AboutBlock content={aboutBlocks.alternate} variant="alternate" />

      <Section
        heading={{
          id: 'about2-testimonials-heading',
          eyebrow: 'Testimonials',
          title: 'What our clients say',
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

      <VideoBanner
        video={videos.intro}
        eyebrow="Intro video"
        title="See Coverbridge in two minutes"
        lead="Watch a producer answer eight questions, compare five carrier quotes and bind a general liability policy, start to finish."
      />

      <FaqSection
        id="about2-faq-heading"
        tone="alt"
        eyebrow="FAQ"
        title="Common questions"
        lead="One answer from each topic. The full list is on our questions page."
        items={commonQuestions}
      >
        <Link
          href="/faq"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        >
          See all questions
        </Link>
      </FaqSection>

      <Section
        heading={{
          id: 'about2-blog-heading',
          eyebrow: 'From the blog',
          title: 'Notes for brokers and agents',
        }}
      >
        <LatestPosts posts={homePosts} />
      </Section>
    </>
  )
}
