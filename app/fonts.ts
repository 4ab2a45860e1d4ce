import localFont from 'next/font/local'

/**
 * Inter variable, self-hosted: no font request leaves the site. The file is Inter's Latin cut
 * to the characters the site can show and the weights 400 to 800 it uses (`npm run fonts`
 * writes it from @fontsource-variable/inter).
 *
 * The first paint never waits for it: text is drawn at once in a local face shaped to Inter's
 * metrics (the fallback faces in globals.css), and Inter replaces it when it arrives, on the same
 * lines. So the file is not preloaded: on a slow link a preload shared the first round trips with
 * the HTML and held the first paint back, for a swap the fallback makes invisible.
 */
export const inter = localFont({
  src: './fonts/inter-subset.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'swap',
  preload: false,
  // Our own metric-matched faces, one per family a platform ships (Next's covers Arial alone).
  adjustFontFallback: false,
  fallback: ['"Inter fallback"', '"Inter fallback Roboto"'],
})
