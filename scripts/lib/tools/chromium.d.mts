export const systemChromium: string | undefined
export const testChromium: string | undefined
export const chromiumArgs: string[]
