export const EMAILJS_API: string
export const VIDEO_FRAME: string
export const CHAT_PRIMARY_SCRIPT: string
export const CHAT_FALLBACK_SCRIPT: string
export const CHAT_WIDGET: {
  scripts: string[]
  frames: string[]
  images: string[]
  connect: string[]
}
export const GA4: { script: string; connect: string[] }
export const UMAMI_CLOUD: { script: string; connect: string }
export const PLAUSIBLE_HOSTED: string
