// Types of scripts/lib/bench/processes.mjs for the TypeScript tests that use it.
/** A certificate for 127.0.0.1 made for one run, or null when openssl cannot make one. */
export function throwawayCertificate(): {
  cert: string
  key: string
  spkiHash: string
  remove: () => void
} | null

/** The ports of `ports` that something on 127.0.0.1 already listens on. */
export function portsInUse(ports: number[]): Promise<number[]>
