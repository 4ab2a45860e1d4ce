import { Img } from '@/components/ui/img'
import { ButtonLink } from '@/components/ui/button'
import { CheckList } from '@/components/ui/check-list'
import { Section } from '@/components/ui/section'
import type { AboutBlockContent } from '@/content/marketing'
import { cn } from '@/lib/cn'
import { firstScreenSrc } from '@/lib/inline-image'

/**
 * The about-us block in its two styles: 'default' leads to /about-us; 'alternate'
 * (text first, on the alternate surface) ends with 'Let's Talk' to /contact. Both pages that show
 * it put it under their banner, so its picture is part of a phone's first screen: it rides in
 * the page (fetched, it painted about a second after the text on a slow phone).
 */
export function AboutBlock({
  content,
  variant = 'default',
}: {
  content: AboutBlockContent
  variant?: 'default' | 'alternate'
}) {
  const alternate = variant === 'alternate'
  return (
    <Section tone={alternate ? 'alt' : 'white'} aria-labelledby={`about-${variant}-heading`}>
      <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Img
          src={firstScreenSrc(content.img)}
          alt={content.imgAlt}
          width={560}
          height={480}
          priority
          className={cn('h-auto w-full rounded-card', alternate && 'lg:order-last')}
        />
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-accent-strong uppercase">
            {content.eyebrow}
          </p>
          <h2 id={`about-${variant}-heading`} className="text-3xl font-bold text-ink md:text-4xl">
            {content.title}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted">
              {paragraph}
            </p>
          ))}
          <CheckList
            items={content.points}
            variant="points"
            className={cn('mt-6', alternate ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-2')}
          />
          <div className="mt-8">
            {alternate ? (
              <ButtonLink href="/contact" size="lg">
                Let&apos;s Talk
              </ButtonLink>
            ) : (
              <ButtonLink href="/about-us" size="lg">
                More About Us
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </Section>
  )
}
