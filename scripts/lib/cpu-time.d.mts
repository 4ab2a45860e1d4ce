export function childrenCpu(): number | undefined
export function machineCpu(): { busy: number; idle: number } | undefined
