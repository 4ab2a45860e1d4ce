export const GENERATED_PAGES: RegExp[]
export const SEGMENT_FILE: RegExp
export const FULL_PAYLOAD_COPY: string
export function routerPrefetches(path: string): boolean
