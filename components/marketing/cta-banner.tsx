import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'

/** A call-to-action band: heading, one line, and the actions the page passes in. */
export function CtaBanner({
  id,
  title,
  desc,
  eyebrow,
  actions,
  className,
}: {
  id: string
  title: string
  desc: ReactNode
  eyebrow?: string
  actions: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={cn('py-12 md:py-16', className)}>
      <Container>
        <div className="on-dark relative overflow-hidden rounded-card bg-navy-800 px-6 py-10 text-white md:px-12 md:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(36rem_18rem_at_100%_0%,rgb(20_184_166/0.35),transparent)]"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              {eyebrow ? (
                // The pale accent: on a phone the glow sits right behind it, where the accent
                // itself falls to 3.4:1.
                <p className="mb-2 text-sm font-semibold tracking-wider text-accent-soft uppercase">
                  {eyebrow}
                </p>
              ) : null}
              <h2 id={id} className="text-3xl font-bold md:text-4xl">
                {title}
              </h2>
              <p className="mt-3 text-lg text-navy-100">{desc}</p>
            </div>
            <div className="flex flex-wrap gap-3">{actions}</div>
          </div>
        </div>
      </Container>
    </section>
  )
}
