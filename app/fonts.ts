import localFont from 'next/font/local'

/** Inter variable, self-hosted from @fontsource-variable/inter: no font request leaves the site. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
  preload: true,
})
