export function machineCpu(): { busy: number; idle: number; cores: number } | undefined
