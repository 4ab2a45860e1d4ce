import { Section } from '@/components/ui/section'
import type { Stat } from '@/content/marketing'
import { CountUp } from './count-up'

/** 'Numbers Reflect Our Reputation': three counters on a dark band. */
export function StatsCounters({ stats, lead }: { stats: Stat[]; lead?: string }) {
  return (
    <Section tone="dark" aria-labelledby="stats-heading">
      <div className="mb-10 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="stats-heading" className="text-3xl font-bold text-white md:text-4xl">
          Numbers Reflect Our Reputation
        </h2>
        {lead ? <p className="max-w-xl text-lg text-navy-100">{lead}</p> : null}
      </div>
      <dl className="grid gap-6 md:grid-cols-3">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-card border border-white/15 bg-white/5 p-6 md:p-8"
          >
            <dt className="mt-2 text-navy-100">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight whitespace-nowrap text-accent lg:text-5xl">
              <CountUp value={stat.value} decimals={stat.decimals} suffix={stat.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
