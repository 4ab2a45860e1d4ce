import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { BlogIdNotice } from './blog-id-notice'

export function NotFoundContent() {
  return (
    <Container className="flex flex-col items-center py-20 text-center md:py-32">
      <p
        className="text-7xl font-extrabold tracking-tight text-navy-600 md:text-9xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-4xl font-bold text-ink md:text-5xl">Page Not Found</h1>
      <BlogIdNotice />
      <p className="mt-4 max-w-lg text-lg text-muted">
        The page you are looking for has moved or never existed. Head back to the home page to find
        what you need.
      </p>
      <ButtonLink href="/" className="mt-8" size="lg">
        Go Back
      </ButtonLink>
    </Container>
  )
}
