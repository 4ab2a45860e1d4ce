import { Container } from '@/components/ui/container'

/**
 * In place of a page that cannot be drawn: what the build would say about the file, one line
 * for each problem, in the words of `npm run check:content`.
 */
export function Problems({ problems }: { problems: string[] }) {
  return (
    <Container className="py-12">
      <div role="alert" className="rounded-card border border-danger bg-white p-6">
        <h1 className="text-2xl font-bold text-ink">This entry cannot be shown as its page yet</h1>
        <p className="mt-2 text-muted">
          The site&apos;s build would stop on it. Fix the fields below and the preview returns.
        </p>
        <ul className="mt-4 list-disc pl-5 font-mono text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem} data-testid="preview-problem" className="mt-2">
              {problem}
            </li>
          ))}
        </ul>
      </div>
    </Container>
  )
}
