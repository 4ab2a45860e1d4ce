export const systemChromium: string | undefined
export const chromiumArgs: string[]
