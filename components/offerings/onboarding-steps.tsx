import type { OnboardingStep } from '@/content/marketing'

/** The six onboarding steps with their durations, as an ordered timeline. */
export function OnboardingSteps({ steps }: { steps: OnboardingStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex h-full flex-col rounded-card border border-line bg-white p-6"
        >
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-navy-800 font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
              <span className="sr-only">Duration: </span>
              {step.duration}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-muted">{step.desc}</p>
        </li>
      ))}
    </ol>
  )
}
