// fontverter ships no types: the one call the font test and the text shaper (text-shaper.ts) make.
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
    fromFormat?: string,
  ): Promise<Uint8Array>
}
