import { ImageResponse } from 'next/og'
import { siteConfig } from '@/lib/site-config'

export const OG_SIZE = { width: 1200, height: 630 }
export const OG_CONTENT_TYPE = 'image/png'

/**
 * The Open Graph card, drawn at build time from text (no remote fonts or images: next/og ships
 * its own font). One layout for every page so shared links look like one brand.
 */
export function renderOgImage({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0B1B33 0%, #16325C 70%, #0F766E 130%)',
        color: '#FFFFFF',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#14B8A6',
            display: 'flex',
          }}
        />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{siteConfig.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {eyebrow ? (
          <div
            style={{ fontSize: 28, color: '#5EEAD4', textTransform: 'uppercase', letterSpacing: 2 }}
          >
            {eyebrow}
          </div>
        ) : null}
        <div
          style={{
            fontSize: title.length > 60 ? 56 : 68,
            fontWeight: 700,
            lineHeight: 1.1,
            maxWidth: 1000,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ fontSize: 28, color: '#DBE5F3' }}>{siteConfig.tagline}</div>
    </div>,
    OG_SIZE,
  )
}
