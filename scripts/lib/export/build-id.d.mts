export const BUILD_ID_PLACEHOLDER: string
export function clientCodeId(out: string): string
export function settleBuildId(out: string): string | null
export function claimBuildId(out: string): string | null
export function replaceBuildId(out: string, id: string, done?: Set<string>): void
