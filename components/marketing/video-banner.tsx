import { Img } from '@/components/ui/img'
import { Container } from '@/components/ui/container'
import type { Video } from '@/content/marketing'
import { VideoButton } from './video-button'
import { imageSource } from '@/lib/images/manifest'

/** A dark banner with the intro video's poster and a play button that opens the modal player. */
export function VideoBanner({
  video,
  eyebrow,
  title,
  lead,
}: {
  video: Video
  eyebrow: string
  title: string
  lead: string
}) {
  return (
    <section aria-labelledby="video-heading" className="on-dark bg-navy-950 text-white">
      <Container className="grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">
            {eyebrow}
          </p>
          <h2 id="video-heading" className="text-3xl font-bold md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-navy-100">{lead}</p>
        </div>
        <div className="relative overflow-hidden rounded-card">
          <Img
            src={imageSource(video.poster)}
            alt=""
            width={1280}
            height={720}
            className="h-auto w-full"
          />
          <div className="absolute inset-0 flex items-center justify-center bg-ink/10">
            <VideoButton
              videoId={video.id}
              title={video.title}
              label={`Play video: ${video.title}`}
            />
          </div>
        </div>
      </Container>
    </section>
  )
}
