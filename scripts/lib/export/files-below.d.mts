export function filesBelow(dir: string): string[]
