// Types of scripts/lib/tools/provider-stand-ins.mjs for the TypeScript tests that use it.
export const STAND_IN_OFFSET: number
export function standInOrigin(port: number): string
export const STAND_IN_DOMAIN: string
export const SCRIPT_PATH: string
export const EVENT_PATH: string
export const SUBSCRIBE_PATH: string
export const NEWSLETTER_ADDRESSES: {
  subscribed: string
  already: string
  refused: string
  failed: string
}
export const collectorScript: string
export type StandInHit =
  | { kind: 'event'; hit: Record<string, unknown>; raw: string; url: string }
  | { kind: 'subscribe'; query: Record<string, string>; url: string }
export type StandInAnswer = { status: number; headers: Record<string, string>; body: string }
export function answerStandIn(
  request: { method: string; url: string; body: string },
  record?: (hit: StandInHit) => void,
): StandInAnswer | 'drop'
export function startStandIns(
  port: number,
): Promise<{ hits: StandInHit[]; port: number; close(): Promise<void> }>
