import { AboutTwoView } from '@/components/about/about-two-view'
import { blogPosts } from '@/content/blog'
import { faqItems } from '@/content/faq'
import { aboutBlocks, testimonials, videos } from '@/content/marketing'
import { aboutTwoPage } from '@/content/pages'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'About Coverbridge',
  description:
    'Who we are, what brokers say about us, a two-minute intro video, answers to common questions and the latest from our blog.',
  path: '/about-us-2',
})

export default function AboutUsTwoPage() {
  return (
    <AboutTwoView
      copy={aboutTwoPage}
      aboutBlock={aboutBlocks.alternate}
      testimonials={testimonials}
      video={videos.intro}
      questions={faqItems.filter((item) => item.isShow)}
      posts={blogPosts.filter((post) => post.page === 'home')}
    />
  )
}
