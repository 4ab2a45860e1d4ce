import { Container } from '@/components/ui/container'

/** A band of headline numbers, each with its label read first. */
export function ProofStats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <section aria-label="Coverbridge in numbers" className="border-b border-line bg-white">
      <Container>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-4">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted">{item.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-navy-800 md:text-4xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
