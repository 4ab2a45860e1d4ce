/**
 * The side menu of /service-details: nine services, the first marked as the one shown.
 * The template's entries lead nowhere, so they are a plain list, not links that do nothing.
 */
export function ServiceMenu({ services }: { services: string[] }) {
  return (
    <div className="rounded-card border border-line bg-surface-alt p-6">
      <h2 className="mb-4 text-xl font-semibold text-ink">Our services</h2>
      <ul className="space-y-2">
        {services.map((service, index) => {
          const active = index === 0
          return (
            <li
              key={service}
              aria-current={active ? 'true' : undefined}
              className={
                active
                  ? 'flex min-h-12 items-center rounded-control border-l-4 border-accent bg-navy-800 px-4 font-semibold text-white'
                  : 'flex min-h-12 items-center rounded-control border border-line bg-white px-4 font-medium text-ink'
              }
            >
              {service}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
