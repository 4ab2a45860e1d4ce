'use client'

import { Modal } from '@/components/ui/modal'
import { VIDEO_FRAME } from '@/lib/third-party-origins.mjs'

/** The video player (loaded on first use): a 16:9 privacy-enhanced embed that starts playing. */
export default function VideoModal({
  videoId,
  title,
  onClose,
}: {
  videoId: string
  title: string
  onClose: () => void
}) {
  const src = `${VIDEO_FRAME}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`
  return (
    <Modal open onClose={onClose} title={title} hideTitle bare>
      <div className="aspect-video w-full">
        <iframe
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    </Modal>
  )
}
