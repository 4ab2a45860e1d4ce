import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { DarkBand } from '@/components/ui/dark-band'
import { Img } from '@/components/ui/img'
import type { HomePageCopy } from '@/content/pages/schema'
import { firstScreenSrc } from '@/lib/inline-image'

/**
 * The home page's opening: its one <h1>, the pitch (after the site's tagline), two calls to
 * action and the product picture.
 */
export function HomeHero({
  hero: homeHero,
  tagline,
}: {
  hero: HomePageCopy['hero']
  tagline: string
}) {
  return (
    <DarkBand
      as="section"
      glow="bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(20_184_166/0.25),transparent)]"
    >
      <Container className="relative grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="mb-4 inline-flex rounded-full border border-white/20 px-3 py-1 text-sm font-semibold text-accent">
            {homeHero.eyebrow}
          </p>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight md:text-6xl md:leading-[1.05]">
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-navy-100 md:text-xl">
            {tagline} {homeHero.lead}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/contact" variant="accent" size="lg">
              Learn More<span className="sr-only"> about Coverbridge</span>
            </ButtonLink>
            <ButtonLink href="/what-we-offer" variant="onDark" size="lg">
              See what we offer
            </ButtonLink>
          </div>
        </div>
        {/* In the page itself: the largest thing on a phone's first screen paints with the text. */}
        <Img
          src={firstScreenSrc(homeHero.image.src)}
          alt={homeHero.image.alt}
          width={640}
          height={520}
          priority
          className="h-auto w-full max-w-[640px] justify-self-center rounded-card"
        />
      </Container>
    </DarkBand>
  )
}
