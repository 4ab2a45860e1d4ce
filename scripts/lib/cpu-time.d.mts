export function machineCpu(): { busy: number; idle: number } | undefined
