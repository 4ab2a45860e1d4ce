import type { ProcessStep } from '@/content/marketing'

/** A numbered three-step process (Collect Doc, Check & Finalize, Approved). */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-line bg-white p-6">
          <span className="text-sm font-semibold tracking-wider text-accent-strong uppercase">
            Step {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 text-xl font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-muted">{step.desc}</p>
        </li>
      ))}
    </ol>
  )
}
