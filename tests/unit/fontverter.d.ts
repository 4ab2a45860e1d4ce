// fontverter ships no types: the one call the font test makes.
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
    fromFormat?: string,
  ): Promise<Uint8Array>
}
