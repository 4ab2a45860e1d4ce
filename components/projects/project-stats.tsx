import type { ProjectStat } from '@/content/projects'

/**
 * The counters of a case study. Final values are written in the HTML, so
 * crawlers, screen readers and visitors without JavaScript read the real numbers.
 */
export function ProjectStats({ stats, label }: { stats: ProjectStat[]; label: string }) {
  return (
    <section aria-label={label} className="on-dark rounded-card bg-navy-950 p-6 text-white sm:p-10">
      <dl className="grid grid-cols-1 gap-8 xs:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm text-navy-100">{stat.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-accent">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
