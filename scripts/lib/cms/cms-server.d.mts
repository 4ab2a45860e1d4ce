export function startDecapServer(options: {
  entry: string
  repo: string
  port: number
}): Promise<{ url: string; stop: () => Promise<void>; log: () => string }>
